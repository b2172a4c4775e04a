/**
 * A presigned S3 upload link stays usable until it expires, and anyone holding it may PUT
 * to it again. These tests replay links against the real store and show that no replay
 * ever changes a served video: not one slipped in between normalize-path's check and its
 * copy, not one after the upload was stored, not one after its video was deleted.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { videoStorage } from '@/server/storage'
import { serveStoredVideo } from '@/server/video-uploads/serve-video'

import { testPayload } from '../int/helpers/payload'
import { api } from '../int/helpers/rest'
import { createStaff } from '../int/helpers/staff'
import { fakeVideo, normalize, putUpload, requestUploadUrl } from '../int/helpers/video-upload'
import { startCopyInterposer } from './helpers/copy-interposer'

const keyOf = (uploadURL: string) =>
  /incoming\/([0-9a-f-]{36})$/.exec(new URL(uploadURL).pathname)![1]

/** Bytes a replay might carry: a page, not a video, of any size the link allows. */
const forged = new TextEncoder().encode('<html><script>alert("replayed")</script></html>')

const served = async (path: string) => {
  const response = await serveStoredVideo(
    new Request(`http://localhost${path}`),
    path.split('/').pop()!,
  )
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('replayed S3 upload links', () => {
  let payload: Payload
  let editor: Awaited<ReturnType<typeof createStaff>>
  let interposer: Awaited<ReturnType<typeof startCopyInterposer>>

  beforeAll(async () => {
    interposer = await startCopyInterposer(process.env.S3_ENDPOINT!)
    // The video storage is made on first use, after this: its calls and its presigned
    // links go through the relay, which can act at the moment normalize-path copies.
    process.env.S3_ENDPOINT = interposer.url
    payload = await testPayload()
    editor = await createStaff(payload, 'editor')
    expect(videoStorage().kind).toBe('s3')
  })

  afterAll(async () => {
    await interposer?.close()
  })

  /** Issues a link (no size declared, so a replay may be any size) and uploads `bytes`. */
  const uploaded = async (bytes: Uint8Array) => {
    const uploadURL = await requestUploadUrl(editor.token)
    expect(uploadURL.startsWith(interposer.url)).toBe(true)
    expect((await putUpload(uploadURL, bytes)).status).toBe(200)
    return uploadURL
  }

  it('a replay landing between the check and the copy to the served name is not what gets served', async () => {
    const original = fakeVideo(40_000)
    const uploadURL = await uploaded(original)
    let replay = 0
    interposer.beforeCopyInto('/videos/', async () => {
      replay = (await putUpload(uploadURL, forged)).status
    })
    const normalized = await normalize(editor.token, uploadURL)
    interposer.clear()

    expect(replay).toBe(200) // the store took the replay: the link was still good
    expect(normalized.status).toBe(200)
    const video = await served(normalized.body.normalizedPath)
    expect(video.status).toBe(200)
    expect(video.bytes).toEqual(original)
  })

  it('a replay after normalize-path changes nothing served, and asking again stores nothing new', async () => {
    const original = fakeVideo(30_000)
    const uploadURL = await uploaded(original)
    const first = await normalize(editor.token, uploadURL)
    expect(first.status).toBe(200)
    const path = first.body.normalizedPath as string

    expect((await putUpload(uploadURL, forged)).status).toBe(200)
    // The replay lands under incoming/, which is never served (the sweep clears it later).
    expect((await videoStorage().stat(`incoming/${keyOf(uploadURL)}`))?.size).toBe(forged.length)
    expect(path).not.toContain('/incoming/')

    const again = await normalize(editor.token, uploadURL)
    expect(again.status).toBe(200)
    expect(again.body.normalizedPath).toBe(path)
    expect((await served(path)).bytes).toEqual(original)
    // Nothing was checked or moved the second time: the replay is still where it landed.
    expect((await videoStorage().stat(`incoming/${keyOf(uploadURL)}`))?.size).toBe(forged.length)
  })

  it('refuses a link whose upload was used for a video since deleted', async () => {
    const uploadURL = await uploaded(fakeVideo(20_000))
    const path = (await normalize(editor.token, uploadURL)).body.normalizedPath as string
    const created = await api('POST', '/videos', {
      token: editor.token,
      body: { title: 'Replayed later', fileName: 'later.mp4', filePath: path },
    })
    expect(created.status).toBe(201)
    const removed = await api('DELETE', `/admin/videos/${created.body.doc.id}`, {
      token: editor.token,
    })
    expect(removed.status).toBe(200)

    expect((await putUpload(uploadURL, fakeVideo(20_000))).status).toBe(200)
    const normalized = await normalize(editor.token, uploadURL)
    expect(normalized.status).toBe(404)
    expect(normalized.body.errors[0].message).toBe('This is not an upload issued by this site.')
    expect((await served(path)).status).toBe(404)
  })

  it('refuses a link whose upload was refused, and serves nothing of its replay', async () => {
    const uploadURL = await uploaded(forged)
    expect((await normalize(editor.token, uploadURL)).status).toBe(415)

    expect((await putUpload(uploadURL, fakeVideo(10_000))).status).toBe(200)
    expect((await normalize(editor.token, uploadURL)).status).toBe(404)
    for (const ext of ['mp4', 'webm', 'mov', 'm4v', 'ogv']) {
      expect(await videoStorage().stat(`videos/${keyOf(uploadURL)}.${ext}`)).toBeNull()
    }
  })
})
