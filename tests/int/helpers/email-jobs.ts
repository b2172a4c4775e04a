import type { Payload } from 'payload'

import { EMAIL_QUEUE } from '@/lib/email/email-job'

type Collection = 'contact' | 'registrations'

const jobsOf = (collection: Collection, ids: number[]) => ({
  queue: { equals: EMAIL_QUEUE },
  'input.collection': { equals: collection },
  'input.id': { in: ids },
})

/** Runs whatever e-mail jobs are still queued for these submissions (none is fine). */
export const runEmailJobsFor = (payload: Payload, collection: Collection, ids: number[]) =>
  payload.jobs.run({
    queue: EMAIL_QUEUE,
    limit: 50,
    silent: true,
    where: jobsOf(collection, ids),
  })

/**
 * Runs the e-mail jobs of one submission now (its arrival's, and any later occasion's, such
 * as a receipt), as the server's queue would. By its id: the run's one database holds the
 * queued jobs of every file before, and a run of the first N jobs of the queue may not reach
 * this one.
 */
export const sendEmailsOf = async (
  payload: Payload,
  collection: Collection,
  id: number,
): Promise<void> => {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: jobsOf(collection, [id]),
  })
  if (totalDocs === 0) throw new Error(`no e-mail job for ${collection} ${id}`)
  await runEmailJobsFor(payload, collection, [id])
}
