import { sweepExpiredUploads } from '@/server/video-uploads/sweep-uploads'

import { maintenanceTask } from './maintenance-task'

export const SWEEP_EXPIRED_UPLOADS = 'sweep-expired-uploads'

/**
 * Removes upload links that expired unused (or used but never normalized), their files or
 * objects under `incoming/`, and leftovers there (see src/lib/video-uploads/upload-sweep.ts).
 * Every 15 minutes: with a link's 30 minutes and the sweep's hour of grace, what an unused
 * link left behind is gone within two hours of its issue. The next run is the retry.
 */
export const sweepExpiredUploadsTask = maintenanceTask(SWEEP_EXPIRED_UPLOADS, '*/15 * * * *', {
  label: 'Sweep expired upload links',
  counts: ['uploads', 'objects'],
  run: sweepExpiredUploads,
})
