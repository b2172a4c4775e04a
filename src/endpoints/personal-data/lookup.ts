import { adminEndpoint } from '@/endpoints/role-endpoint'
import { auditSubject } from '@/lib/privacy/audit-subject'
import { personalDataQuery, personalDataRequestSchema } from '@/lib/privacy/personal-data-request'
import { recordAudit } from '@/server/audit/record-audit'
import { findPersonalData } from '@/server/privacy/find-personal-data'
import { parseOrThrow } from '@/server/validation-error'

import { findingsResponse } from './findings-response'

// Answers a PDPA access request, and shows what an erasure would change.
export const lookupPersonalData = adminEndpoint('get', '/personal-data', async (req) => {
  const request = parseOrThrow(personalDataRequestSchema, personalDataQuery(req.searchParams), {})
  const findings = await findPersonalData(req, request)
  const response = findingsResponse(request, findings)
  await recordAudit(req, {
    action: 'personal-data-lookup',
    query: auditSubject(request),
    rowCount: response.totalDocs,
  })
  return Response.json(response, { headers: { 'cache-control': 'no-store' } })
})
