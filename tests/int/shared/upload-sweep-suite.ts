/**
 * The scheduled upload sweep, run through Payload's job queue against the run's real
 * PostgreSQL and real storage (local disk in `integration`, s3rver in `integration-s3`):
 * links that expired unused go with their files, links in use or used stay.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAINTENANCE_QUEUE } from '@/jobs/maintenance-task'
import { SWEEP_EXPIRED_UPLOADS } from '@/jobs/sweep-expired-uploads'
import { heldObjectName, incomingObjectName } from '@/lib/video-uploads/upload-key'
import { UPLOAD_SWEEP_GRACE_MS } from '@/lib/video-uploads/upload-sweep'
import type { UploadStatus } from '@/lib/video-uploads/upload-status'
import { videoStorage } from '@/server/storage'
import { serveStoredVideo } from '@/server/video-uploads/serve-video'

import { testPayload } from '../helpers/payload'
import { createStaff } from '../helpers/staff'
import { fakeVideo, normalize, putUpload, requestUploadUrl } from '../helpers/video-upload'

/** What the sweep tests need of a storage back end beyond the app's own storage code. */
export type SweepBackend = {
  kind: 'local' | 's3'
  /** Sets an object's modification time, as if it had been written then. */
  age(name: string, when: Date): Promise<void>
  /** Writes an object as something other than the upload flow would. */
  putRaw(name: string, bytes: Uint8Array): Promise<void>
}

const MINUTE = 60_000
const keyOf = (uploadURL: string) =>
  /([0-9a-f-]{36})$/.exec(new URL(uploadURL, 'http://x').pathname)![1]

export const uploadSweepSuite = (backend: SweepBackend) => {
  let payload: Payload
  let editor: Awaited<ReturnType<typeof createStaff>>

  const exists = async (name: string) => (await videoStorage().stat(name)) !== null
  const record = async (key: string) =>
    (
      await payload.find({
        collection: 'video-uploads',
        where: { key: { equals: key } },
        overrideAccess: true,
      })
    ).docs[0] ?? null

  /** Moves an upload's expiry (and its last change) into the past, and sets its status. */
  const backdate = async (
    key: string,
    expiredAgo: number,
    { status, changedAgo = expiredAgo }: { status?: UploadStatus; changedAgo?: number } = {},
  ) => {
    const expiresAt = new Date(Date.now() - expiredAgo).toISOString()
    const updatedAt = new Date(Date.now() - changedAgo).toISOString()
    await payload.db.drizzle.execute(sql`
      update video_uploads
      set expires_at = ${expiresAt}, updated_at = ${updatedAt},
          status = coalesce(${status ?? null}::enum_video_uploads_status, status)
      where key = ${key}`)
  }

  const issued = async () => keyOf(await requestUploadUrl(editor.token))
  const uploaded = async (bytes = fakeVideo(8000)) => {
    const uploadURL = await requestUploadUrl(editor.token)
    expect((await putUpload(uploadURL, bytes)).status).toBe(200)
    return { uploadURL, key: keyOf(uploadURL) }
  }

  /** Queues the sweep and runs the queue, as the server's every-minute autorun does. */
  const runSweep = async () => {
    const job = await payload.jobs.queue({
      task: SWEEP_EXPIRED_UPLOADS,
      input: {},
      queue: MAINTENANCE_QUEUE,
    })
    const result = await payload.jobs.run({
      queue: MAINTENANCE_QUEUE,
      where: { id: { equals: job.id } },
      silent: true,
    })
    expect(result.jobStatus?.[job.id]?.status).toBe('success')
  }

  beforeAll(async () => {
    payload = await testPayload()
    editor = await createStaff(payload, 'editor')
    expect(videoStorage().kind).toBe(backend.kind)
  })

  describe(`upload sweep on ${backend.kind} storage`, () => {
    it('removes links that expired unused, with their files, and leaves the rest', async () => {
      const longAgo = UPLOAD_SWEEP_GRACE_MS + 5 * MINUTE

      // Gone: a link never used; one whose file arrived but was never normalized; one whose
      // check was cut short (its held copy too) and has not moved since.
      const neverUsed = await issued()
      await backdate(neverUsed, longAgo)
      const neverNormalized = await uploaded()
      await backdate(neverNormalized.key, longAgo)
      const cutShort = await uploaded()
      await videoStorage().move(incomingObjectName(cutShort.key), heldObjectName(cutShort.key))
      await backdate(cutShort.key, longAgo, { status: 'checking' })

      // Kept: a link still valid, used or not; one expired within the grace period (a slow
      // upload may still arrive); one being checked right now although long expired.
      const fresh = await issued()
      const freshUploaded = await uploaded()
      const justExpired = await uploaded()
      await backdate(justExpired.key, 10 * MINUTE)
      const beingChecked = await uploaded()
      await backdate(beingChecked.key, longAgo, { status: 'checking', changedAgo: MINUTE })

      // Kept: a stored upload and its served file, however long ago its link expired.
      const bytes = fakeVideo(12_000)
      const stored = await uploaded(bytes)
      const storedPath = (await normalize(editor.token, stored.uploadURL)).body
        .normalizedPath as string
      await backdate(stored.key, longAgo)

      await runSweep()

      for (const key of [neverUsed, neverNormalized.key, cutShort.key]) {
        expect(await record(key)).toBeNull()
        expect(await exists(incomingObjectName(key))).toBe(false)
        expect(await exists(heldObjectName(key))).toBe(false)
      }
      for (const key of [fresh, freshUploaded.key, justExpired.key, beingChecked.key]) {
        expect(await record(key)).not.toBeNull()
      }
      for (const key of [freshUploaded.key, justExpired.key, beingChecked.key]) {
        expect(await exists(incomingObjectName(key))).toBe(true)
      }
      expect((await record(stored.key))?.status).toBe('stored')
      const served = await serveStoredVideo(
        new Request(`http://localhost${storedPath}`),
        storedPath.split('/').pop()!,
      )
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)

      // The links kept are still good for what is left of them.
      expect((await normalize(editor.token, freshUploaded.uploadURL)).status).toBe(200)
    })

    it('removes leftovers under incoming/ with no record once older than a link lifetime', async () => {
      const old = await uploaded()
      const young = await uploaded()
      for (const { key } of [old, young]) {
        // The record goes (as when an upload is refused), the object stays behind.
        await payload.delete({
          collection: 'video-uploads',
          where: { key: { equals: key } },
          overrideAccess: true,
        })
      }
      await backend.age(incomingObjectName(old.key), new Date(Date.now() - 31 * MINUTE))
      // Not a name the upload flow writes: not the sweep's to remove, however old.
      await backend.putRaw('incoming/notes.txt', new TextEncoder().encode('kept'))
      await backend.age('incoming/notes.txt', new Date(Date.now() - 24 * 60 * MINUTE))

      await runSweep()

      expect(await exists(incomingObjectName(old.key))).toBe(false)
      expect(await exists(incomingObjectName(young.key))).toBe(true)
      expect(await exists('incoming/notes.txt')).toBe(true)
    })

    if (backend.kind === 's3') {
      it('removes a replay of a used link once the link has expired', async () => {
        const bytes = fakeVideo(9000)
        const { uploadURL, key } = await uploaded(bytes)
        const storedPath = (await normalize(editor.token, uploadURL)).body.normalizedPath as string
        expect((await putUpload(uploadURL, fakeVideo(7000))).status).toBe(200)

        await runSweep() // the link is still valid: the replay stays for now
        expect(await exists(incomingObjectName(key))).toBe(true)

        await backdate(key, UPLOAD_SWEEP_GRACE_MS + MINUTE)
        await runSweep()
        expect(await exists(incomingObjectName(key))).toBe(false)
        expect((await record(key))?.status).toBe('stored')
        const file = storedPath.split('/').pop()!
        const served = await serveStoredVideo(new Request(`http://localhost${storedPath}`), file)
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
      })
    }

    it('can run again, or find everything already gone, without failing', async () => {
      const gone = await uploaded()
      await backdate(gone.key, UPLOAD_SWEEP_GRACE_MS + MINUTE)
      // Its file disappeared by other means first: a missing file is no error.
      await videoStorage().remove(incomingObjectName(gone.key))
      await runSweep()
      await runSweep()
      expect(await record(gone.key)).toBeNull()
    })
  })
}
