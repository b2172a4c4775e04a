/** What the view's toasts say, when the server does not say it better. */

export const ATTENDANCE_NOT_SAVED = 'Attendance was not saved; the marks are shown as before.'
export const SHEET_DOWNLOADED = 'Attendance sheet downloaded'
export const SHEET_FAILED = 'Could not download the attendance sheet'

export const issuedText = (issued: number, skipped: number) =>
  `${issued} certificate${issued === 1 ? '' : 's'} issued and e-mailed to the contacts` +
  (skipped > 0 ? `; ${skipped} could not be certified after all` : '')
export const ISSUE_FAILED = 'Certificates were not issued'

export const REVOKED = 'Certificate revoked'
export const REVOKE_FAILED = 'The certificate was not revoked'

export const resentText = (queued: number) =>
  `The e-mail with ${queued} certificate${queued === 1 ? '' : 's'} is on its way`
export const RESEND_FAILED = 'The e-mail was not sent'

export const WAIVED = 'Payment waived for these certificates'
export const WAIVER_WITHDRAWN = 'Payment waiver withdrawn'
export const WAIVER_FAILED = 'The payment waiver was not changed'
