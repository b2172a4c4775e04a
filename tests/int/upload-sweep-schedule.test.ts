/**
 * The upload sweep runs by itself on a running server: each minute the server's autorun of
 * the maintenance queue asks Payload to queue the scheduled tasks (the task's `schedule`),
 * then runs the jobs that are due. These tests make the same calls the autorun makes.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { MAINTENANCE_QUEUE } from '@/jobs/maintenance-task'
import { SWEEP_EXPIRED_UPLOADS } from '@/jobs/sweep-expired-uploads'
import { UPLOAD_SWEEP_GRACE_MS } from '@/lib/video-uploads/upload-sweep'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { requestUploadUrl } from './helpers/video-upload'

const QUARTER_HOUR = 15 * 60_000

describe('the upload sweep schedule', () => {
  let payload: Payload

  const pendingSweeps = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: {
          taskSlug: { equals: SWEEP_EXPIRED_UPLOADS },
          queue: { equals: MAINTENANCE_QUEUE },
          completedAt: { exists: false },
          hasError: { not_equals: true },
        },
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('is looked at every minute by the server', async () => {
    expect((await config).jobs.autoRun).toContainEqual(
      expect.objectContaining({ cron: '* * * * *', queue: MAINTENANCE_QUEUE }),
    )
  })

  it('queues one run at the next quarter hour, however often the queue is looked at', async () => {
    await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    const jobs = await pendingSweeps()
    expect(jobs).toHaveLength(1)
    expect(jobs[0].meta).toEqual({ scheduled: true })
    const due = new Date(jobs[0].waitUntil!).getTime()
    expect(due % QUARTER_HOUR).toBe(0)
    expect(due).toBeGreaterThan(Date.now() - QUARTER_HOUR)
    expect(due).toBeLessThanOrEqual(Date.now() + QUARTER_HOUR)
  })

  it('runs the sweep when its run comes up, and then queues the next one', async () => {
    const editor = await createStaff(payload, 'editor')
    const key = /([0-9a-f-]{36})$/.exec(
      new URL(await requestUploadUrl(editor.token), 'http://x').pathname,
    )![1]
    const expiredAt = new Date(Date.now() - UPLOAD_SWEEP_GRACE_MS - 60_000).toISOString()
    await payload.db.drizzle.execute(
      sql`update video_uploads set expires_at = ${expiredAt}, updated_at = ${expiredAt} where key = ${key}`,
    )
    const [job] = await pendingSweeps()
    // What the autorun does once the run is due (its waitUntil is still ahead here).
    await payload.jobs.runByID({ id: job.id, silent: true })
    expect(
      (await payload.count({ collection: 'video-uploads', where: { key: { equals: key } } }))
        .totalDocs,
    ).toBe(0)

    await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    const next = await pendingSweeps()
    expect(next).toHaveLength(1)
    expect(next[0].id).not.toBe(job.id)
  })

  it('keeps its schedule when a server stopped in the middle of a run', async () => {
    const [job] = await pendingSweeps()
    // The job's server died while it ran: Payload left it "processing" and never runs it again.
    await payload.db.drizzle.execute(
      sql`update payload_jobs set processing = true where id = ${job.id}`,
    )

    // Recently started: it may still be running, so nothing new is queued.
    await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    expect((await pendingSweeps()).map((pending) => pending.id)).toEqual([job.id])

    // Silent for two hours: it is marked failed, and the schedule goes on.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString()
    await payload.db.drizzle.execute(
      sql`update payload_jobs set updated_at = ${twoHoursAgo} where id = ${job.id}`,
    )
    await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    const abandoned = await payload.findByID({ collection: 'payload-jobs', id: job.id })
    expect(abandoned.processing).toBe(false)
    expect(abandoned.hasError).toBe(true)
    const next = await pendingSweeps()
    expect(next).toHaveLength(1)
    expect(next[0].id).not.toBe(job.id)
  })

  it('keeps its bookkeeping out of reach of the API, staff included', async () => {
    const admin = await createStaff(payload, 'admin')
    const editor = await createStaff(payload, 'editor')
    // Moving the "last scheduled run" into the future would stop the sweep.
    const farFuture = { stats: { scheduledRuns: { queues: { [MAINTENANCE_QUEUE]: {} } } } }
    for (const token of [undefined, editor.token, admin.token]) {
      const read = await api('GET', '/globals/payload-jobs-stats', { token })
      expect(read.status).toBe(403)
      const change = await api('POST', '/globals/payload-jobs-stats', { token, body: farFuture })
      expect(change.status).toBe(403)
    }
    // The job system itself still keeps it.
    await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    const stats = await payload.findGlobal({ slug: 'payload-jobs-stats' })
    expect(JSON.stringify(stats.stats)).toContain(SWEEP_EXPIRED_UPLOADS)
  })
})
