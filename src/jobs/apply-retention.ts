import { applyRetention } from '@/server/privacy/apply-retention'

import { maintenanceTask } from './maintenance-task'

export const APPLY_RETENTION = 'apply-retention'

// At 03:00 on the server's clock, when nobody is exporting; a night's run is the retry of the one
// before.
export const applyRetentionTask = maintenanceTask(APPLY_RETENTION, '0 3 * * *', {
  label: 'Anonymise personal data past its retention',
  counts: ['inquiries', 'registrations', 'emails'],
  run: applyRetention,
})
