import { auditSubject } from '@/lib/privacy/audit-subject'

/** What a deleted inquiry or contact message held, as far as the audit log needs it. */
type Inquiry = {
  name?: string | null
  email?: string | null
  organization?: string | null
  program?: string | null
  createdAt?: string | null
}

/**
 * What the audit log keeps of a deleted inquiry or contact message: enough to tell which it
 * was (which form, the organisation, who sent it, when), never the message. The sender is
 * kept as lookups and erasures keep a person, masked with a fingerprint, so the log does not
 * hold the address an erasure would remove while it can still be checked against one.
 */
export const deletedInquiry = (inquiry: Inquiry) => ({
  // The certification inquiry form always names a program; the contact form has none.
  kind: inquiry.program ? 'certification-inquiry' : 'contact-message',
  organization: inquiry.organization ?? null,
  ...auditSubject({ email: inquiry.email ?? null, name: inquiry.name ?? null }),
  createdAt: inquiry.createdAt ?? null,
})
