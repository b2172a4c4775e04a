import { applyRetention } from '@/server/privacy/apply-retention'

import { maintenanceTask } from './maintenance-task'

export const APPLY_RETENTION = 'apply-retention'

/**
 * Anonymises inquiries, registrations and stored e-mails older than the periods set in
 * "Privacy & data retention" (PDPA), every night at 03:00 on the server's clock, when nobody
 * is exporting; a night's run is the retry of the one before, and picks up whatever it left.
 */
export const applyRetentionTask = maintenanceTask(APPLY_RETENTION, '0 3 * * *', {
  label: 'Anonymise personal data past its retention',
  counts: ['inquiries', 'registrations', 'emails'],
  run: applyRetention,
})
