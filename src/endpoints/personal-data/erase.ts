import { adminEndpoint } from '@/endpoints/role-endpoint'
import { auditSubject } from '@/lib/privacy/audit-subject'
import { personalDataRequestSchema } from '@/lib/privacy/personal-data-request'
import { recordAudit } from '@/server/audit/record-audit'
import { inTransaction } from '@/server/database/in-transaction'
import { readValidBody } from '@/server/http/read-valid-body'
import { erasePersonalData } from '@/server/privacy/erase-personal-data'
import { findPersonalData } from '@/server/privacy/find-personal-data'

// Anonymises everything the lookup finds, in one transaction with its audit entry.
export const erasePersonalDataEndpoint = adminEndpoint(
  'post',
  '/personal-data/erase',
  async (req) => {
    const request = await readValidBody(req, personalDataRequestSchema, {})
    const erased = await inTransaction(req, async () => {
      const findings = await findPersonalData(req, request)
      const counts = await erasePersonalData(req, request, findings)
      await recordAudit(req, {
        action: 'personal-data-erasure',
        query: auditSubject(request),
        rowCount: counts.inquiries + counts.registrations + counts.participants,
        details: counts,
      })
      return counts
    })
    return Response.json({ erased }, { headers: { 'cache-control': 'no-store' } })
  },
)
