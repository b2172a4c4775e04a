import PDFDocument from 'pdfkit'

import { loadPdfFonts } from '../pdf/pdf-fonts'

/**
 * What the certificate and the attendance sheet share: a pdfkit document with Noto Sans
 * registered as 'regular' and 'bold', collected into bytes, and a text helper.
 */

export type PdfOptions = {
  size: 'A4'
  layout: 'portrait' | 'landscape'
  title: string
  author: string
  /**
   * The document's creation date. pdfkit derives the file's ID from its dates, so a fixed
   * date gives the same bytes for the same content: a re-sent certificate matches the first.
   */
  createdAt: Date
  /** Keep pages open after they are filled, to number them at the end. */
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

/**
 * Noto's glyph composition (ccmp) splits "ị" into "i" and a dot below, and the PDF's text
 * layer then reads "Thi" and a stray mark, so copying or searching a name fails. The
 * composed glyphs are in the font and text is composed before it is written. The types
 * know only the array form of pdfkit's features, which can enable but not disable one.
 */
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

/**
 * Writes text in a box of the given width and returns its height. Names typed on some
 * keyboards arrive decomposed (e + combining marks); composed, each letter is one glyph.
 */
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

/** The height text would take, without writing it. */
export const measure = (
  pdf: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle = {},
): number => styled(pdf, style).heightOfString(text.normalize('NFC'), textOptions(width, style))

/**
 * The largest size, from `size` down to `minimum`, at which text fits on one line of the
 * width: a long name gets smaller rather than pushing the layout about.
 */
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
  // Measured with the same features as it is written: fontkit keeps one glyph object per
  // glyph, and a single layout with ccmp on relabels the plain "i" as "ị" for the rest of
  // the document's text layer.
  const widthAt = (candidate: number) =>
    pdf.fontSize(candidate).widthOfString(composed, { features: FEATURES })
  let fitted = size
  while (fitted > minimum && widthAt(fitted) > width) fitted -= 0.5
  return fitted
}
