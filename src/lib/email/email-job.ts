/** The task that sends a submission's e-mails, and the queue it runs on (see payload.config.ts). */
export const SEND_SUBMISSION_EMAILS = 'send-submission-emails'
export const EMAIL_QUEUE = 'emails'

/** The occasion of the e-mails sent when a submission arrives. */
export const SUBMITTED = 'submitted'

/** How many times an e-mail is tried before staff are told it failed (about two hours in all). */
export const EMAIL_ATTEMPTS = 8
