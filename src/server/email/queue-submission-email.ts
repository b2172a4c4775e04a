import type { PayloadRequest } from 'payload'

import { EMAIL_QUEUE, SEND_SUBMISSION_EMAILS } from '@/lib/email/email-job'

/**
 * Queues the e-mails of a submission (or of a later occasion of a registration) on Payload's
 * job queue, inside the caller's transaction: the job exists exactly when what it is about
 * was stored, and the sending happens later, outside the request.
 */
export const queueSubmissionEmail = (
  req: PayloadRequest,
  input: { collection: 'contact' | 'registrations'; id: number; occasion?: string },
) => req.payload.jobs.queue({ task: SEND_SUBMISSION_EMAILS, queue: EMAIL_QUEUE, input, req })
