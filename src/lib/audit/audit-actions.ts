/**
 * What the audit log records: every read of personal data by staff, every erasure, and every
 * change to where e-mails, payments and sign-ins go.
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
} as const

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS
