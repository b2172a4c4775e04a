import { sql } from '@payloadcms/db-postgres'
import { APIError, NotFound, type PayloadRequest } from 'payload'

import type { Certificate } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { transactionDb } from '@/server/db'
import { readById } from '@/server/read-by-id'

export const ALREADY_REVOKED = 'This certificate is already revoked.'

export const holdCertificateByCode = async (req: PayloadRequest, code: string) => {
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`select id from certificates where code = ${code} for update`,
  )
  const id = (rows[0] as { id?: number } | undefined)?.id
  return id ? readById(req, 'certificates', id) : null
}

// Two admins revoking at once: the second is told it is done.
export const revokeCertificate = (
  req: PayloadRequest,
  code: string,
  reason: string,
): Promise<Certificate> =>
  inTransaction(req, async () => {
    const certificate = await holdCertificateByCode(req, code)
    if (!certificate) throw new NotFound(req.t)
    if (certificate.revokedAt) throw new APIError(ALREADY_REVOKED, 409)
    const revoked = await req.payload.update({
      collection: 'certificates',
      id: certificate.id,
      data: {
        revokedAt: new Date().toISOString(),
        revokedBy: actingUserId(req),
        revokeReason: reason,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(req, {
      action: 'certificate-revoked',
      query: { collection: 'certificates', id: certificate.id },
      details: { number: certificate.number, reason },
    })
    return revoked
  })
