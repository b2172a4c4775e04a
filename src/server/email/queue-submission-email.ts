import type { PayloadRequest } from 'payload'

import { EMAIL_QUEUE, SEND_SUBMISSION_EMAILS } from '@/lib/email/email-job'

// Inside the caller's transaction, so the job exists exactly when what it is about was stored.
export const queueSubmissionEmail = (
  req: PayloadRequest,
  input: { collection: 'contact' | 'registrations'; id: number; occasion?: string },
) => req.payload.jobs.queue({ task: SEND_SUBMISSION_EMAILS, queue: EMAIL_QUEUE, input, req })
