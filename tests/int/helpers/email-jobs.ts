import type { Payload } from 'payload'

import { EMAIL_QUEUE } from '@/jobs/send-submission-emails'

/**
 * Runs the e-mail job of one submission now, as the server's queue would. By its id: the run's
 * one database holds the queued jobs of every file before, and a run of the first N jobs of
 * the queue may not reach this one.
 */
export const sendEmailsOf = async (
  payload: Payload,
  collection: 'contact' | 'registrations',
  id: number,
): Promise<void> => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      queue: { equals: EMAIL_QUEUE },
      'input.collection': { equals: collection },
      'input.id': { equals: id },
    },
    limit: 1,
  })
  if (!docs[0]) throw new Error(`no e-mail job for ${collection} ${id}`)
  await payload.jobs.runByID({ id: docs[0].id, silent: true })
}

/** Runs whatever e-mail jobs are still queued for these submissions (none is fine). */
export const runEmailJobsFor = (
  payload: Payload,
  collection: 'contact' | 'registrations',
  ids: number[],
) =>
  payload.jobs.run({
    queue: EMAIL_QUEUE,
    limit: 50,
    silent: true,
    where: { 'input.collection': { equals: collection }, 'input.id': { in: ids } },
  })
