import PDFDocument from 'pdfkit'

/** A one-page PDF such as a bank's app saves for a transfer, for a payer to upload. */
export const bankSlipPdf = (text: string): Promise<Buffer> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A6' })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.text(text)
    doc.end()
  })
