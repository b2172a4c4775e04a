import { auditSubject } from '@/lib/privacy/audit-subject'

type Inquiry = {
  name?: string | null
  email?: string | null
  organization?: string | null
  program?: string | null
  createdAt?: string | null
}

// Never the message; the sender masked with a fingerprint, as lookups and erasures keep a person.
export const deletedInquiry = (inquiry: Inquiry) => ({
  // The certification inquiry form always names a program; the contact form has none.
  kind: inquiry.program ? 'certification-inquiry' : 'contact-message',
  organization: inquiry.organization ?? null,
  ...auditSubject({ email: inquiry.email ?? null, name: inquiry.name ?? null }),
  createdAt: inquiry.createdAt ?? null,
})
