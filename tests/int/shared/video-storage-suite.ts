/**
 * The upload flow of spec §7 (upload URL, PUT, normalize-path, POST /api/videos, ranged GET)
 * and its refusals, run against whichever storage back end the run has configured: local
 * disk in the `integration` project, a real S3 server on loopback in `integration-s3`.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { VIDEO_UPLOAD_LIMIT } from '@/lib/http/body-limits'
import { videoStorage } from '@/server/storage'
import { serveStoredVideo } from '@/server/video-uploads/serve-video'

import { testPayload } from '../helpers/payload'
import { api } from '../helpers/rest'
import { createStaff } from '../helpers/staff'
import {
  fakeVideo,
  normalize,
  putUpload,
  requestUploadUrl,
  streamedVideo,
  uploadVideo,
} from '../helpers/video-upload'

const keyOf = (uploadURL: string) =>
  /([0-9a-f-]{36})(?:\?|$)/.exec(new URL(uploadURL, 'http://x').pathname + '?')![1]

export const videoStorageSuite = (backend: 'local' | 's3') => {
  let payload: Payload
  let editor: Awaited<ReturnType<typeof createStaff>>

  const objectExists = async (name: string) => (await videoStorage().stat(name)) !== null
  const videoCount = async () => (await payload.count({ collection: 'videos' })).totalDocs
  const storedUploads = async (key: string) =>
    (
      await payload.count({
        collection: 'video-uploads',
        where: { key: { equals: key }, status: { equals: 'stored' } },
      })
    ).totalDocs

  /** Asserts that a refused upload left no file, no accepted upload and no video behind. */
  const expectNothingKept = async (uploadURL: string, videosBefore: number) => {
    const key = keyOf(uploadURL)
    expect(await objectExists(`incoming/${key}`)).toBe(false)
    for (const ext of ['mp4', 'webm', 'mov', 'm4v', 'ogv']) {
      expect(await objectExists(`videos/${key}.${ext}`)).toBe(false)
    }
    expect(await storedUploads(key)).toBe(0)
    expect(await videoCount()).toBe(videosBefore)
  }

  beforeAll(async () => {
    payload = await testPayload()
    editor = await createStaff(payload, 'editor')
    expect(videoStorage().kind).toBe(backend)
  })

  describe(`video upload on ${backend} storage`, () => {
    it('uploads, normalizes, creates the video and serves byte ranges', async () => {
      const bytes = fakeVideo(300_000)
      const uploadURL = await requestUploadUrl(editor.token, { size: bytes.length })
      if (backend === 's3') expect(uploadURL).toMatch(/X-Amz-Signature=/)
      else
        expect(uploadURL).toMatch(/\/api\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=/)

      expect((await putUpload(uploadURL, bytes)).status).toBe(200)
      const normalized = await normalize(editor.token, uploadURL)
      expect(normalized.status).toBe(200)
      const path = normalized.body.normalizedPath as string
      expect(path).toBe(`/objects/videos/${keyOf(uploadURL)}.mp4`)
      // Asking again gives the same answer.
      expect((await normalize(editor.token, uploadURL)).body.normalizedPath).toBe(path)

      const created = await api('POST', '/videos', {
        token: editor.token,
        body: { title: 'Leadership in practice', fileName: 'practice.mp4', filePath: path },
      })
      expect(created.status).toBe(201)
      expect(created.body.doc.filePath).toBe(path)

      const file = path.split('/').pop()!
      const ranged = await serveStoredVideo(
        new Request(`http://localhost${path}`, { headers: { range: 'bytes=1000-1999' } }),
        file,
      )
      expect(ranged.status).toBe(206)
      expect(ranged.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`)
      expect(ranged.headers.get('content-type')).toBe('video/mp4')
      expect(ranged.headers.get('accept-ranges')).toBe('bytes')
      expect(ranged.headers.get('cache-control')).toContain('max-age=')
      expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.subarray(1000, 2000))

      const tail = await serveStoredVideo(
        new Request(`http://localhost${path}`, { headers: { range: 'bytes=-10' } }),
        file,
      )
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10))

      const whole = await serveStoredVideo(new Request(`http://localhost${path}`), file)
      expect(whole.status).toBe(200)
      expect(whole.headers.get('content-length')).toBe(String(bytes.length))
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes)

      const beyond = await serveStoredVideo(
        new Request(`http://localhost${path}`, { headers: { range: `bytes=${bytes.length}-` } }),
        file,
      )
      expect(beyond.status).toBe(416)

      // The incoming object was moved, not copied: only the public name remains.
      expect(await objectExists(`incoming/${keyOf(uploadURL)}`)).toBe(false)

      // Deleting the video deletes its file.
      const removed = await api('DELETE', `/admin/videos/${created.body.doc.id}`, {
        token: editor.token,
      })
      expect(removed.status).toBe(200)
      expect((await serveStoredVideo(new Request(`http://localhost${path}`), file)).status).toBe(
        404,
      )
    })

    it('refuses upload links to anonymous visitors', async () => {
      const anonymous = await api('POST', '/objects/upload', {})
      expect(anonymous.status).toBe(401)
      const normalizeAnonymous = await api('POST', '/objects/normalize-path', {
        body: { rawPath: '/objects/videos/x.mp4' },
      })
      expect(normalizeAnonymous.status).toBe(401)
    })

    it('refuses a declared size over 100 MB before anything is sent', async () => {
      const res = await api('POST', '/objects/upload', {
        token: editor.token,
        body: { size: VIDEO_UPLOAD_LIMIT + 1, contentType: 'video/mp4' },
      })
      expect(res.status).toBe(413)
      expect(res.body.errors[0].message).toBe('File too large. Maximum size is 100MB')
    })

    it('refuses a file of 100 MB + 1 byte and keeps nothing of it', async () => {
      const before = await videoCount()
      const uploadURL = await requestUploadUrl(editor.token)
      const put = await putUpload(uploadURL, streamedVideo(VIDEO_UPLOAD_LIMIT + 1), {
        contentLength: VIDEO_UPLOAD_LIMIT + 1,
      })
      if (backend === 'local') {
        expect(put.status).toBe(413)
        expect(put.body.errors[0].message).toBe('File too large. Maximum size is 100MB')
      }
      const normalized = await normalize(editor.token, uploadURL)
      // Local: refused before a byte was stored, the link stays usable (409: nothing received yet).
      expect(normalized.status).toBe(backend === 'local' ? 409 : 413)
      await expectNothingKept(uploadURL, before)
    }, 120_000)

    it('refuses a text file named .mp4, checked by its content', async () => {
      const before = await videoCount()
      const text = new TextEncoder().encode('This is not a video, only words. '.repeat(300))
      const uploadURL = await requestUploadUrl(editor.token)
      const put = await putUpload(uploadURL, text, { contentType: 'video/mp4' })
      if (backend === 'local') {
        expect(put.status).toBe(415)
        expect(put.body.errors[0].message).toBe('Invalid file type. Please select a video file.')
      }
      const normalized = await normalize(editor.token, uploadURL)
      if (backend === 's3') {
        expect(normalized.status).toBe(415)
        expect(normalized.body.errors[0].message).toBe(
          'Invalid file type. Please select a video file.',
        )
      }
      await expectNothingKept(uploadURL, before)
    })

    it('refuses an expired upload link', async () => {
      const before = await videoCount()
      const uploadURL = await requestUploadUrl(editor.token)
      const url = new URL(uploadURL, 'http://localhost')
      // Backdate the link's expiry: for our links the signature no longer matches, so the
      // link is refused as forged or expired; for S3 the presigned date is moved back a day.
      let expired: string
      if (backend === 's3') {
        url.searchParams.set('X-Amz-Date', '20200101T000000Z')
        expired = url.toString()
      } else {
        expired = await videoStorage().uploadUrl({
          key: keyOf(uploadURL),
          expiresAt: Date.now() - 1000,
        })
      }
      const put = await putUpload(expired, fakeVideo(5000))
      expect(put.status).toBe(403)
      if (backend === 'local') expect(put.body.errors[0].message).toMatch(/expired/)
      expect((await normalize(editor.token, uploadURL)).status).toBe(409)
      await expectNothingKept(uploadURL, before)
    })

    it('refuses a tampered signature', async () => {
      const before = await videoCount()
      const uploadURL = await requestUploadUrl(editor.token)
      const url = new URL(uploadURL, 'http://localhost')
      const param = backend === 's3' ? 'X-Amz-Signature' : 'signature'
      const signature = url.searchParams.get(param)!
      url.searchParams.set(param, (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1))
      const tampered = backend === 's3' ? url.toString() : url.pathname + url.search
      const put = await putUpload(tampered, fakeVideo(5000))
      expect(put.status).toBe(403)
      if (backend === 'local') {
        expect(put.body.errors[0].message).toBe('This upload link is not valid.')
      }
      await expectNothingKept(uploadURL, before)
    })

    if (backend === 'local') {
      it('accepts a link once: a reused link is refused', async () => {
        const uploadURL = await requestUploadUrl(editor.token)
        expect((await putUpload(uploadURL, fakeVideo(5000))).status).toBe(200)
        const again = await putUpload(uploadURL, fakeVideo(5000))
        expect(again.status).toBe(409)
        expect(again.body.errors[0].message).toBe('This upload link has already been used.')
      })

      it('stops a body that runs past 100 MB whatever length it declared', async () => {
        const uploadURL = await requestUploadUrl(editor.token)
        const put = await putUpload(uploadURL, streamedVideo(VIDEO_UPLOAD_LIMIT + 1), {
          contentLength: VIDEO_UPLOAD_LIMIT,
        })
        expect(put.status).toBe(413)
        expect(await objectExists(`incoming/${keyOf(uploadURL)}`)).toBe(false)
      }, 120_000)
    }

    it('refuses a file whose size differs from the size declared for its link', async () => {
      const uploadURL = await requestUploadUrl(editor.token, { size: 5000 })
      const put = await putUpload(uploadURL, fakeVideo(6000))
      // Local: our link checks it; S3: the length is part of the signature.
      expect(put.status).toBe(backend === 'local' ? 400 : 403)
      const normalized = await normalize(editor.token, uploadURL)
      expect(normalized.status).toBeGreaterThanOrEqual(400)
      expect(await objectExists(`incoming/${keyOf(uploadURL)}`)).toBe(false)
      expect(await storedUploads(keyOf(uploadURL))).toBe(0)
    })

    it('refuses to normalize a path it never issued', async () => {
      const res = await normalize(editor.token, 'https://evil.example/incoming/x.mp4')
      expect(res.status).toBe(404)
      const res2 = await normalize(
        editor.token,
        '/objects/videos/3f0b8c1e-2a4d-4c6e-9f10-1234567890ab.mp4',
      )
      expect(res2.status).toBe(404)
    })

    it('uploads through the helper flow too (sanity for other suites)', async () => {
      expect(await uploadVideo(editor.token, fakeVideo(8000))).toMatch(/^\/objects\/videos\//)
    })
  })
}
