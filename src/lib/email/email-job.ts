export const SEND_SUBMISSION_EMAILS = 'send-submission-emails'
export const EMAIL_QUEUE = 'emails'

export const SUBMITTED = 'submitted'

/** Tries before staff are told it failed: about two hours in all. */
export const EMAIL_ATTEMPTS = 8
