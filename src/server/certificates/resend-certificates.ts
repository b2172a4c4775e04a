import { APIError, type PayloadRequest } from 'payload'

import { recordAudit } from '@/server/audit/record-audit'
import { inTransaction } from '@/server/database/in-transaction'
import { readById } from '@/server/read-by-id'

import { queueCertificatesEmail } from './queue-certificates-email'
import { standingCertificates } from './standing-certificates'

export const NOTHING_TO_SEND = 'This registration has no certificates to send.'

export const resendCertificates = (req: PayloadRequest, registrationId: number) =>
  inTransaction(req, async () => {
    const registration = await readById(req, 'registrations', registrationId)
    const certificates = await standingCertificates(req, registration.id)
    if (certificates.length === 0 || registration.anonymisedAt) {
      throw new APIError(NOTHING_TO_SEND, 409)
    }
    await queueCertificatesEmail(req, registration.id)
    await recordAudit(req, {
      action: 'certificates-sent',
      query: { collection: 'registrations', id: registration.id },
      rowCount: certificates.length,
      details: { numbers: certificates.map((c) => c.number) },
    })
    return { queued: certificates.length }
  })
