import type { TaskConfig } from 'payload'

import { applyRetention } from '@/server/privacy/apply-retention'

export const APPLY_RETENTION = 'apply-retention'
/** Housekeeping has a queue of its own, which the server looks at every minute (payload.config.ts). */
export const MAINTENANCE_QUEUE = 'maintenance'
/** Every night at 03:00 on the server's clock, when nobody is exporting. */
export const RETENTION_SCHEDULE = '0 3 * * *'

/**
 * Anonymises inquiries, registrations and stored e-mails older than the periods set in
 * "Privacy & data retention" (PDPA). Payload queues it on the schedule: the server's
 * every-minute look at the maintenance queue first queues the next run (waiting until its
 * time), then runs what is due. No retries: the next night's run is the retry, and it picks
 * up whatever this one left.
 */
export const applyRetentionTask: TaskConfig<typeof APPLY_RETENTION> = {
  slug: APPLY_RETENTION,
  label: 'Anonymise personal data past its retention',
  schedule: [{ cron: RETENTION_SCHEDULE, queue: MAINTENANCE_QUEUE }],
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
