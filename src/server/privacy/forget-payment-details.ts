import type { PayloadRequest } from 'payload'

import { documentPdf } from '@/lib/payments/documents/document-pdf'
import type { IssuedDocument } from '@/lib/payments/documents/issued-document'
import { ANONYMISED_TEXT, participantPlaceholder } from '@/lib/privacy/anonymised-values'
import { forgetInDocument } from '@/lib/privacy/forget-in-document'
import type { OfficialReceipt } from '@/payload-types'

const DOCUMENT_COLLECTIONS = ['official-receipts', 'refund-notes', 'invoices'] as const

const asServer = (req: PayloadRequest) => ({ req, depth: 0, overrideAccess: true }) as const

// The law's erasure is the one change an issued document takes: its PDF is drawn again from what
// remains. Amounts, dates, references and numbers stay for the academy's accounts.
export const forgetPaymentDetails = async (
  req: PayloadRequest,
  registrationId: number,
  erased: { contact: boolean; isTheirName: (name: string) => boolean },
  at: Date,
): Promise<void> => {
  const { contact, isTheirName } = erased
  if (contact) {
    await req.payload.delete({
      collection: 'payment-slips',
      where: { registration: { equals: registrationId } },
      ...asServer(req),
    })
    const { docs: payments } = await req.payload.find({
      collection: 'payments',
      where: { registration: { equals: registrationId }, statementLine: { exists: true } },
      pagination: false,
      select: { statementLine: true },
      ...asServer(req),
    })
    const lines = payments
      .map((payment) =>
        typeof payment.statementLine === 'object'
          ? payment.statementLine?.id
          : payment.statementLine,
      )
      .filter((id): id is number => typeof id === 'number')
    if (lines.length > 0) {
      await req.payload.update({
        collection: 'statement-lines',
        where: { id: { in: lines } },
        data: { payer: null, description: ANONYMISED_TEXT, anonymisedAt: at.toISOString() },
        ...asServer(req),
      })
    }
  }
  if (contact) {
    await req.payload.update({
      collection: 'payments',
      where: { registration: { equals: registrationId }, bankReference: { exists: true } },
      data: { bankReference: ANONYMISED_TEXT },
      ...asServer(req),
    })
  }
  for (const collection of DOCUMENT_COLLECTIONS) {
    const { docs } = await req.payload.find({
      collection,
      where: { registration: { equals: registrationId } },
      pagination: false,
      ...asServer(req),
    })
    for (const doc of docs) {
      const document = doc.document
        ? forgetInDocument(doc.document as IssuedDocument, erased)
        : null
      const legacy = doc as OfficialReceipt
      const names = Array.isArray(legacy.participants) ? legacy.participants.map(String) : null
      await req.payload.update({
        collection,
        id: doc.id,
        data: {
          ...(document ? { document, pdf: (await documentPdf(document)).toString('base64') } : {}),
          ...(names
            ? {
                participants: names.map((name, index) =>
                  isTheirName(name) ? participantPlaceholder(index + 1) : name,
                ),
              }
            : {}),
          ...(contact
            ? {
                ...(collection === 'official-receipts'
                  ? { contactName: ANONYMISED_TEXT, address: null }
                  : {}),
                anonymisedAt: at.toISOString(),
              }
            : {}),
        },
        ...asServer(req),
      })
    }
  }
}
