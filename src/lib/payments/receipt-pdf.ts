import PDFDocument from 'pdfkit'

import { formatRinggit, toRinggit, toSen } from '../pricing'

/** Everything an official receipt says, as issued. */
export type ReceiptDocument = {
  number: string
  /** The day it was issued, already in words ('26 Nov 2026'). */
  issuedOn: string
  paidOn: string | null
  academy: { name: string; address: string | null; email: string; phone: string | null }
  receivedFrom: { organization: string; address: string | null; contactName: string | null }
  reference: string
  workshop: string
  participants: string[]
  /** Ringgit, SST included. */
  amount: number
}

/** The service tax on training, included in every price the academy charges. */
export const SST_PERCENT = 8

/** The SST part of a price that includes it, to the sen. */
export const sstIncluded = (amount: number): number =>
  toRinggit(Math.round((toSen(amount) * SST_PERCENT) / (100 + SST_PERCENT)))

const NAVY = '#0f2547'
const GREY = '#4a5568'

/** An A4 official receipt as a PDF, in the built-in Helvetica (no font files to ship). */
export const receiptPdf = (receipt: ReceiptDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Official receipt ${receipt.number}`, Author: receipt.academy.name },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(18).text(receipt.academy.name)
    doc.font('Helvetica').fontSize(9).fillColor(GREY)
    if (receipt.academy.address) doc.text(receipt.academy.address)
    doc.text([receipt.academy.email, receipt.academy.phone].filter(Boolean).join(' · '))
    doc.moveDown(1.5)

    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(15).text('OFFICIAL RECEIPT / RESIT RASMI')
    doc.moveDown(0.5)
    const facts: Array<[string, string]> = [
      ['Receipt no.', receipt.number],
      ['Date issued', receipt.issuedOn],
      ['Date paid', receipt.paidOn ?? '-'],
      ['Registration reference', receipt.reference],
    ]
    doc.fontSize(10)
    for (const [label, value] of facts) {
      doc.font('Helvetica-Bold').fillColor(GREY).text(`${label}: `, { continued: true })
      doc.font('Helvetica').fillColor('black').text(value)
    }
    doc.moveDown()

    doc.font('Helvetica-Bold').fillColor(NAVY).text('Received from')
    doc.font('Helvetica').fillColor('black').text(receipt.receivedFrom.organization)
    if (receipt.receivedFrom.address) doc.text(receipt.receivedFrom.address)
    if (receipt.receivedFrom.contactName) doc.text(`Attn: ${receipt.receivedFrom.contactName}`)
    doc.moveDown()

    doc.font('Helvetica-Bold').fillColor(NAVY).text('For')
    doc.font('Helvetica').fillColor('black').text(receipt.workshop)
    doc.moveDown(0.3)
    doc.text(`Participants (${receipt.participants.length}):`)
    receipt.participants.forEach((name, index) => doc.text(`${index + 1}. ${name}`, { indent: 12 }))
    doc.moveDown()

    doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY)
    doc.text(`Amount received: ${formatRinggit(receipt.amount)}`)
    doc.font('Helvetica').fontSize(10).fillColor('black')
    doc.text(`${SST_PERCENT}% SST included (${formatRinggit(sstIncluded(receipt.amount))}).`)
    doc.moveDown(2)

    doc.fontSize(8).fillColor(GREY)
    doc.text('This receipt is computer-generated and needs no signature.')
    doc.text('Resit ini dijana oleh komputer dan tidak memerlukan tandatangan.')
    doc.end()
  })
