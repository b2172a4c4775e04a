/** What the audit log records: every bulk read of personal data, and every erasure. */
export const AUDIT_ACTIONS = [
  'export-registrations',
  'export-inquiries',
  'personal-data-lookup',
  'personal-data-erasure',
  'retention-anonymisation',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'export-registrations': 'Exported registrations (Excel)',
  'export-inquiries': 'Exported inquiries (Excel)',
  'personal-data-lookup': 'Looked up a person’s data',
  'personal-data-erasure': 'Erased a person’s data',
  'retention-anonymisation': 'Retention job anonymised old records',
}
