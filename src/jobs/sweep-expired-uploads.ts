import type { TaskConfig } from 'payload'

import { scheduleUnlessRunning } from '@/server/jobs/release-abandoned-runs'
import { sweepExpiredUploads } from '@/server/video-uploads/sweep-uploads'

export const SWEEP_EXPIRED_UPLOADS = 'sweep-expired-uploads'
/** Housekeeping has a queue of its own, which the server looks at every minute (payload.config.ts). */
export const MAINTENANCE_QUEUE = 'maintenance'
/**
 * Every 15 minutes. With a link's 30 minutes and the sweep's hour of grace, what an unused
 * link left behind is gone within two hours of its issue.
 */
export const UPLOAD_SWEEP_SCHEDULE = '*/15 * * * *'

/**
 * Removes upload links that expired unused (or used but never normalized), their files or
 * objects under `incoming/`, and leftovers there (see src/lib/video-uploads/upload-sweep.ts).
 * Payload queues it on the schedule: the server's every-minute look at the maintenance
 * queue first queues the next run (waiting until its time), then runs what is due.
 */
export const sweepExpiredUploadsTask: TaskConfig<typeof SWEEP_EXPIRED_UPLOADS> = {
  slug: SWEEP_EXPIRED_UPLOADS,
  label: 'Sweep expired upload links',
  schedule: [
    {
      cron: UPLOAD_SWEEP_SCHEDULE,
      queue: MAINTENANCE_QUEUE,
      hooks: { beforeSchedule: scheduleUnlessRunning(SWEEP_EXPIRED_UPLOADS) },
    },
  ],
  outputSchema: [
    { name: 'uploads', type: 'number', required: true },
    { name: 'objects', type: 'number', required: true },
  ],
  // No retries: the next scheduled run, at most 15 minutes on, is the retry.
  handler: async ({ req }) => {
    const swept = await sweepExpiredUploads(req.payload)
    if (swept.uploads > 0 || swept.objects > 0) {
      req.payload.logger.info(
        `Upload sweep: ${swept.uploads} expired link(s) and ${swept.objects} leftover object(s) removed`,
      )
    }
    return { output: swept }
  },
}
