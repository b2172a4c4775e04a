import { applyRetention } from '@/server/privacy/apply-retention'

import { maintenanceTask } from './maintenance-task'

export const APPLY_RETENTION = 'apply-retention'
/** Every night at 03:00 on the server's clock, when nobody is exporting. */
export const RETENTION_SCHEDULE = '0 3 * * *'

/**
 * Anonymises inquiries, registrations and stored e-mails older than the periods set in
 * "Privacy & data retention" (PDPA), every night; a night's run is the retry of the one
 * before, and picks up whatever it left.
 */
export const applyRetentionTask = maintenanceTask({
  slug: APPLY_RETENTION,
  label: 'Anonymise personal data past its retention',
  cron: RETENTION_SCHEDULE,
  counts: ['inquiries', 'registrations', 'emails'],
  run: applyRetention,
  report: (result) =>
    `Retention: anonymised ${result.inquiries} inquiries, ${result.registrations} ` +
    `registrations and ${result.emails} e-mails`,
})
