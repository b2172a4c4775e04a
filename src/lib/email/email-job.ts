export const SEND_SUBMISSION_EMAILS = 'send-submission-emails'
export const EMAIL_QUEUE = 'emails'

export const SUBMITTED = 'submitted'

export const EMAIL_ATTEMPTS = 8
