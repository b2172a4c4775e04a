import { sweepExpiredUploads } from '@/server/video-uploads/sweep-uploads'

import { maintenanceTask } from './maintenance-task'

export const SWEEP_EXPIRED_UPLOADS = 'sweep-expired-uploads'

// With a link's 30 minutes and the sweep's hour of grace, what an unused link left behind is gone
// within two hours of its issue (src/lib/video-uploads/upload-sweep.ts).
export const sweepExpiredUploadsTask = maintenanceTask(SWEEP_EXPIRED_UPLOADS, '*/15 * * * *', {
  label: 'Sweep expired upload links',
  counts: ['uploads', 'objects'],
  run: sweepExpiredUploads,
})
