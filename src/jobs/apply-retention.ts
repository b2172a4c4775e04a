import type { TaskConfig } from 'payload'

import { scheduleUnlessRunning } from '@/server/jobs/release-abandoned-runs'
import { applyRetention } from '@/server/privacy/apply-retention'

import { MAINTENANCE_QUEUE } from './sweep-expired-uploads'

export const APPLY_RETENTION = 'apply-retention'
/** Every night at 03:00 on the server's clock, when nobody is exporting. */
export const RETENTION_SCHEDULE = '0 3 * * *'

/**
 * Anonymises inquiries, registrations and stored e-mails older than the periods set in
 * "Privacy & data retention" (PDPA). Payload queues it on the schedule: the server's
 * every-minute look at the maintenance queue first queues the next run (waiting until its
 * time), then runs what is due; a run left "processing" by a server that stopped is released
 * first, so it cannot block the schedule for good. No retries: the next night's run is the retry, and it picks
 * up whatever this one left.
 */
export const applyRetentionTask: TaskConfig<typeof APPLY_RETENTION> = {
  slug: APPLY_RETENTION,
  label: 'Anonymise personal data past its retention',
  schedule: [
    {
      cron: RETENTION_SCHEDULE,
      queue: MAINTENANCE_QUEUE,
      hooks: { beforeSchedule: scheduleUnlessRunning(APPLY_RETENTION) },
    },
  ],
  outputSchema: [
    { name: 'inquiries', type: 'number', required: true },
    { name: 'registrations', type: 'number', required: true },
    { name: 'emails', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const result = await applyRetention(req.payload)
    if (result.inquiries + result.registrations + result.emails > 0) {
      req.payload.logger.info(
        `Retention: anonymised ${result.inquiries} inquiries, ${result.registrations} ` +
          `registrations and ${result.emails} e-mails`,
      )
    }
    return { output: result }
  },
}
