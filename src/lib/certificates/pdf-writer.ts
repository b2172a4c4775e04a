import PDFDocument from 'pdfkit'

import { loadPdfFonts } from '../pdf/pdf-fonts'

export type PdfOptions = {
  size: 'A4'
  layout: 'portrait' | 'landscape'
  title: string
  author: string
  // pdfkit derives the file's ID from its dates, so a fixed date gives the same bytes for the
  // same content: a re-sent certificate matches the first.
  createdAt: Date
  bufferPages?: boolean
}

export const writePdf = async (
  options: PdfOptions,
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> => {
  const { regular, bold } = await loadPdfFonts()
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: options.size,
      layout: options.layout,
      margin: 0,
      bufferPages: options.bufferPages ?? false,
      displayTitle: true,
      info: {
        Title: options.title,
        Author: options.author,
        CreationDate: options.createdAt,
        ModDate: options.createdAt,
      },
    })
    const chunks: Buffer[] = []
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
    pdf.registerFont('regular', regular)
    pdf.registerFont('bold', bold)
    try {
      draw(pdf)
      pdf.end()
    } catch (error) {
      reject(error)
    }
  })
}

// Noto's glyph composition (ccmp) splits "ị" into "i" and a dot below, so copying or searching a
// name in the PDF fails; text is composed before it is written instead. The types know only
// pdfkit's array form of features, which cannot disable one.
const FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[]

export type TextStyle = {
  bold?: boolean
  size?: number
  color?: string
  align?: 'left' | 'right' | 'center'
  characterSpacing?: number
}

const styled = (
  pdf: PDFKit.PDFDocument,
  { bold = false, size = 10, color = '#1a202c' }: TextStyle,
) =>
  pdf
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color)

const textOptions = (width: number, style: TextStyle): PDFKit.Mixins.TextOptions => ({
  width,
  align: style.align ?? 'left',
  lineGap: 0.5,
  features: FEATURES,
  characterSpacing: style.characterSpacing ?? 0,
})

// Names typed on some keyboards arrive decomposed (e + combining marks); composed, each letter is
// one glyph.
export const put = (
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number => {
  styled(pdf, style).text(text.normalize('NFC'), x, y, textOptions(width, style))
  return pdf.y - y
}

export const measure = (
  pdf: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle = {},
): number => styled(pdf, style).heightOfString(text.normalize('NFC'), textOptions(width, style))

export const fittingSize = (
  pdf: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
  minimum: number,
  bold = false,
): number => {
  pdf.font(bold ? 'bold' : 'regular')
  const composed = text.normalize('NFC')
  // Measured with the same features as written: fontkit keeps one glyph object per glyph, and one
  // layout with ccmp on relabels the plain "i" as "ị" for the rest of the text layer.
  const widthAt = (candidate: number) =>
    pdf.fontSize(candidate).widthOfString(composed, { features: FEATURES })
  let fitted = size
  while (fitted > minimum && widthAt(fitted) > width) fitted -= 0.5
  return fitted
}
