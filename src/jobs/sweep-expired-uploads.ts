import { sweepExpiredUploads } from '@/server/video-uploads/sweep-uploads'

import { maintenanceTask } from './maintenance-task'

export { MAINTENANCE_QUEUE } from './maintenance-task'

export const SWEEP_EXPIRED_UPLOADS = 'sweep-expired-uploads'
/**
 * Every 15 minutes. With a link's 30 minutes and the sweep's hour of grace, what an unused
 * link left behind is gone within two hours of its issue.
 */
export const UPLOAD_SWEEP_SCHEDULE = '*/15 * * * *'

/**
 * Removes upload links that expired unused (or used but never normalized), their files or
 * objects under `incoming/`, and leftovers there (see src/lib/video-uploads/upload-sweep.ts).
 * The next run, at most 15 minutes on, is the retry.
 */
export const sweepExpiredUploadsTask = maintenanceTask({
  slug: SWEEP_EXPIRED_UPLOADS,
  label: 'Sweep expired upload links',
  cron: UPLOAD_SWEEP_SCHEDULE,
  counts: ['uploads', 'objects'],
  run: sweepExpiredUploads,
  report: (swept) =>
    `Upload sweep: ${swept.uploads} expired link(s) and ${swept.objects} leftover object(s) removed`,
})
