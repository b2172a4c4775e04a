import type { CollectionAfterChangeHook } from 'payload'

import { queueSubmissionEmail } from '@/server/email/queue-submission-email'

// Queued in the submission's own transaction, so the job exists exactly when the submission was
// stored; sending later, outside the request, means a dead mail server never loses a submission.
export const queueSubmissionEmails =
  (collection: 'contact' | 'registrations'): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    await queueSubmissionEmail(req, { collection, id: doc.id })
    return doc
  }
