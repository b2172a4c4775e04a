import type { PayloadRequest } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'
import { receiptPdf, type ReceiptDocument } from '@/lib/payments/receipt-pdf'
import type { OfficialReceipt, Site } from '@/payload-types'

const day = (value: string | null | undefined) =>
  value ? formatInMalaysia(value, 'd MMM yyyy') : null

const dayOf = (isoDay: string | null | undefined) =>
  isoDay ? day(`${isoDay}T12:00:00+08:00`) : null

/** What the PDF says, from the receipt as issued and the academy's own details. */
export const receiptDocument = (receipt: OfficialReceipt, site: Site): ReceiptDocument => ({
  number: receipt.number,
  issuedOn: day(receipt.issuedAt) ?? '',
  paidOn: dayOf(receipt.paidOn),
  academy: {
    name: site.name,
    address: site.address ?? null,
    email: site.supportEmail,
    phone: site.phone ?? site.whatsappPhone ?? null,
  },
  receivedFrom: {
    organization: receipt.organization,
    address: receipt.address ?? null,
    contactName: receipt.contactName ?? null,
  },
  reference: receipt.reference,
  workshop: receipt.workshop ?? '',
  participants: Array.isArray(receipt.participants) ? receipt.participants.map(String) : [],
  amount: receipt.amount,
})

export const receiptFileName = (receipt: Pick<OfficialReceipt, 'number'>) =>
  `official-receipt-${receipt.number}.pdf`

/** One receipt's PDF, read as it was issued. */
export const officialReceiptPdf = async (
  req: PayloadRequest,
  id: number,
): Promise<{ receipt: OfficialReceipt; pdf: Buffer }> => {
  const receipt = await req.payload.findByID({
    collection: 'official-receipts',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })
  return { receipt, pdf: await receiptPdf(receiptDocument(receipt, site)) }
}

/** The receipt as an e-mail attachment (nodemailer's shape). */
export const officialReceiptAttachment = async (
  req: PayloadRequest,
  receiptRef: number | OfficialReceipt,
) => {
  const id = typeof receiptRef === 'object' ? receiptRef.id : receiptRef
  const { receipt, pdf } = await officialReceiptPdf(req, id)
  return { filename: receiptFileName(receipt), content: pdf, contentType: 'application/pdf' }
}
