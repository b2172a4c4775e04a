import type { PayloadRequest } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'
import { buildDocument } from '@/lib/payments/documents/build-document'
import { documentPdf } from '@/lib/payments/documents/document-pdf'
import { toSen } from '@/lib/pricing'
import type { OfficialReceipt } from '@/payload-types'

import { issuerOf } from './document-registration'
import type { DocumentCollection } from './issue-document'

const FILE_NAMES: Record<DocumentCollection, string> = {
  'official-receipts': 'official-receipt',
  'refund-notes': 'refund-note',
  invoices: 'invoice',
}

export const documentFileName = (collection: DocumentCollection, number: string) =>
  `${FILE_NAMES[collection]}-${number}.pdf`

// Receipts from before documents were stored as issued: drawn from the values they kept.
const legacyReceiptPdf = async (req: PayloadRequest, receipt: OfficialReceipt) => {
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })
  const amountSen = toSen(receipt.amount)
  const participants = Array.isArray(receipt.participants) ? receipt.participants.map(String) : []
  return documentPdf(
    buildDocument({
      kind: 'receipt',
      number: receipt.number,
      issuedOn: formatInMalaysia(receipt.issuedAt, 'yyyy-MM-dd') ?? '',
      ...issuerOf(site),
      // Those receipts said "8% SST included", the rate then.
      sstRatePercent: 8,
      registration: {
        reference: receipt.reference,
        party: {
          organization: receipt.organization,
          address: receipt.address ?? '',
          contactName: receipt.contactName ?? '',
          contactEmail: '',
        },
        participants,
        ratePerPersonSen: participants.length ? Math.round(amountSen / participants.length) : 0,
        totalSen: amountSen,
        earlyBirdApplied: false,
        workshop: {
          title: receipt.workshop ?? '',
          startsAt: receipt.issuedAt,
          endsAt: null,
          venue: '',
        },
      },
      amountSen,
      paidBeforeSen: 0,
      paidAfterSen: amountSen,
      payment: { method: 'bank-transfer', bankReference: '', paidOn: receipt.paidOn ?? '' },
    }),
  )
}

/** One document's PDF, exactly as it was issued. */
export const documentFile = async (
  req: PayloadRequest,
  collection: DocumentCollection,
  id: number,
) => {
  const doc = await req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
  const pdf = doc.pdf
    ? Buffer.from(doc.pdf, 'base64')
    : await legacyReceiptPdf(req, doc as OfficialReceipt)
  return { doc, pdf, fileName: documentFileName(collection, doc.number) }
}

/** An official receipt as an e-mail attachment (nodemailer's shape). */
export const receiptAttachment = async (req: PayloadRequest, receipt: number | { id: number }) => {
  const id = typeof receipt === 'object' ? receipt.id : receipt
  const { pdf, fileName } = await documentFile(req, 'official-receipts', id)
  return { filename: fileName, content: pdf, contentType: 'application/pdf' }
}
