import type { PersonalDataRequest } from '@/lib/privacy/personal-data-request'
import type { PersonalDataFindings } from '@/server/privacy/find-personal-data'

// E-mail bodies are left out as HTML; their text version is there.
export const findingsResponse = (request: PersonalDataRequest, findings: PersonalDataFindings) => ({
  query: request,
  inquiries: findings.inquiries,
  registrations: findings.registrations.map(({ registration, roles }) => ({
    ...registration,
    matchedAs: roles,
  })),
  emailDeliveries: findings.emailDeliveries.map(({ html: _html, ...delivery }) => delivery),
  totalDocs:
    findings.inquiries.length + findings.registrations.length + findings.emailDeliveries.length,
})

export type PersonalDataAnswer = ReturnType<typeof findingsResponse>
