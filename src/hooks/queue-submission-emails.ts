import type { CollectionAfterChangeHook } from 'payload'

import { queueSubmissionEmail } from '@/server/email/queue-submission-email'

/**
 * Queues the e-mails of a new public submission on Payload's job queue, inside the
 * submission's own transaction: the job exists exactly when the submission was stored. The
 * sending happens later, outside the visitor's request, so a slow or dead mail server can
 * never fail or lose a submission.
 */
export const queueSubmissionEmails =
  (collection: 'contact' | 'registrations'): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    await queueSubmissionEmail(req, { collection, id: doc.id })
    return doc
  }
