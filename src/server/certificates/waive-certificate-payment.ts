import { APIError, type PayloadRequest } from 'payload'

import { recordAudit } from '@/server/audit/record-audit'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { holdRegistration } from '@/server/payments/hold-registration'
import { readById } from '@/server/read-by-id'

export const WAIVER_REASON_REQUIRED = 'Say why payment is waived (at least 5 characters).'

// For a sponsor paying late or a scholarship; the certificates it allows record that they were
// issued on a waiver.
export const waiveCertificatePayment = (
  req: PayloadRequest,
  registrationId: number,
  { waived, reason }: { waived: boolean; reason?: string },
) =>
  inTransaction(req, async () => {
    if (waived && !reason) throw new APIError(WAIVER_REASON_REQUIRED, 400)
    await holdRegistration(req, registrationId)
    const registration = await readById(req, 'registrations', registrationId)
    const certificateWaiver = waived
      ? { waivedAt: new Date().toISOString(), waivedBy: actingUserId(req), reason }
      : { waivedAt: null, waivedBy: null, reason: null }
    const updated = await req.payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { certificateWaiver },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(req, {
      action: 'certificate-payment-waived',
      query: { collection: 'registrations', id: registration.id },
      details: { waived, reason: reason ?? null },
    })
    return updated
  })
