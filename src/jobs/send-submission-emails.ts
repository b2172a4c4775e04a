import type { TaskConfig } from 'payload'

import { EMAIL_ATTEMPTS, SEND_SUBMISSION_EMAILS, SUBMITTED } from '@/lib/email/email-job'
import { sendSubmissionEmails } from '@/server/email/send-submission-emails'

// Retried with growing pauses (1, 2, 4… minutes, about two hours in all); what was already sent is
// not sent again.
export const sendSubmissionEmailsTask: TaskConfig<typeof SEND_SUBMISSION_EMAILS> = {
  slug: SEND_SUBMISSION_EMAILS,
  label: 'Send the e-mails of a submission',
  inputSchema: [
    {
      name: 'collection',
      type: 'select',
      required: true,
      options: ['contact', 'registrations'],
    },
    { name: 'id', type: 'number', required: true },
    // Left out for the e-mails of the submission itself (see src/lib/email/form-purposes.ts).
    { name: 'occasion', type: 'text' },
  ],
  retries: { attempts: EMAIL_ATTEMPTS - 1, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    await sendSubmissionEmails(req.payload, {
      collection: input.collection,
      id: input.id,
      occasion: input.occasion || SUBMITTED,
    })
    return { output: {} }
  },
}
