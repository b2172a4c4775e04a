/**
 * What the audit log records: every read of personal data by staff, every erasure, every
 * change to where e-mails, payments and sign-ins go, and every movement of money and the
 * documents it issues.
 */
export const AUDIT_ACTION_LABELS = {
  'export-registrations': 'Exported registrations (Excel)',
  'export-inquiries': 'Exported inquiries (Excel)',
  'personal-data-lookup': 'Looked up a person’s data',
  'personal-data-erasure': 'Erased a person’s data',
  'retention-anonymisation': 'Retention job anonymised old records',
  'personal-data-read': 'Read registrations, inquiries or e-mails',
  'delivery-settings-changed': 'Changed where e-mails or payments go',
  'account-unlocked': 'Unlocked a staff account',
  'account-credentials-changed': 'Changed a staff account’s e-mail or password',
  'payment-recorded': 'Recorded a payment',
  'refund-recorded': 'Recorded a refund',
  'payment-voided': 'Voided a payment or refund',
  'statement-line-decided': 'Decided a bank statement line',
  'document-issued': 'Issued a receipt, refund note or invoice',
  'document-cancelled': 'Cancelled a receipt, refund note or invoice',
  'slips-checked': 'Marked a registration’s bank slips as checked',
  'inquiry-deleted': 'Deleted an inquiry or contact message',
  'attendance-marked': 'Marked attendance',
  'certificate-payment-waived': 'Waived or restored payment for certificates',
  'certificates-issued': 'Issued certificates of completion',
  'certificate-revoked': 'Revoked a certificate',
  'certificates-sent': 'Sent certificates by e-mail',
} as const

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS
