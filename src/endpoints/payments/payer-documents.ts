import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { checkPaymentLink } from '@/lib/payments/payment-link'
import { isErasedRegistration } from '@/lib/privacy/erased-registration'
import { inTransaction } from '@/server/database/in-transaction'
import { currentInvoice } from '@/server/payments/documents/current-invoice'
import { documentFile } from '@/server/payments/documents/document-file'
import type { DocumentCollection } from '@/server/payments/documents/issue-document'
import { LINK_EXPIRED, LINK_NOT_VALID } from '@/lib/payments/payment-link-messages'

import { pdfResponse } from './document-pdf'
import { routeId } from './route-id'

const COLLECTION_BY_PREFIX: Array<[string, DocumentCollection]> = [
  ['OR-', 'official-receipts'],
  ['RN-', 'refund-notes'],
  ['INV-', 'invoices'],
]

// Checked before anything of the registration is read.
const checkLink = async (req: PayloadRequest, id: number) => {
  const query = req.searchParams
  const link = checkPaymentLink(
    req.payload.secret,
    id,
    query.get('expires'),
    query.get('signature'),
    Date.now(),
  )
  if (link === 'expired') throw new APIError(LINK_EXPIRED, 410)
  if (link !== 'valid') throw new APIError(LINK_NOT_VALID, 404)
  const registration = await req.payload.findByID({
    collection: 'registrations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!registration || isErasedRegistration(registration)) {
    throw new APIError(LINK_NOT_VALID, 404)
  }
}

const NO_SUCH_DOCUMENT = 'There is no such document for this registration.'

// GET /api/payer/:id/documents/:number?expires=…&signature=…: a cancelled document is a 404.
export const payerDocument: Endpoint = {
  method: 'get',
  path: '/payer/:id/documents/:number',
  handler: async (req) => {
    const id = routeId(req)
    await checkLink(req, id)
    const number = String(req.routeParams?.number ?? '')
    const collection = COLLECTION_BY_PREFIX.find(([prefix]) => number.startsWith(prefix))?.[1]
    if (!collection || collection === 'invoices') throw new APIError(NO_SUCH_DOCUMENT, 404)
    const { docs } = await req.payload.find({
      collection,
      where: {
        number: { equals: number },
        registration: { equals: id },
        cancelledAt: { exists: false },
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { number: true },
      req,
    })
    if (!docs[0]) throw new APIError(NO_SUCH_DOCUMENT, 404)
    const { pdf, fileName } = await documentFile(req, collection, docs[0].id)
    return pdfResponse(pdf, fileName)
  },
}

// GET /api/payer/:id/invoice?expires=…&signature=…: issued on the first request, or again under a
// new number when its amount changed; 409 for a cancelled registration.
export const payerInvoice: Endpoint = {
  method: 'get',
  path: '/payer/:id/invoice',
  handler: async (req) => {
    const id = routeId(req)
    await checkLink(req, id)
    const invoice = await inTransaction(req, () => currentInvoice(req, id))
    const { pdf, fileName } = await documentFile(req, 'invoices', invoice.id)
    return pdfResponse(pdf, fileName)
  },
}
