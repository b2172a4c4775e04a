import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Noto Sans for every PDF the site draws (finance documents, certificates, attendance
 * sheets): pdfkit's built-in Helvetica has no Vietnamese letters ("Nguyễn") and little of
 * Latin Extended, and people's names are printed as they were registered. pdfkit embeds only the
 * glyphs a document uses. Each path is written out whole from the working directory, so the
 * bundler leaves it alone and Next's file tracing can work it out.
 */

export type PdfFonts = { regular: Buffer; bold: Buffer }

let fonts: Promise<PdfFonts> | null = null

export const loadPdfFonts = (): Promise<PdfFonts> => {
  fonts ??= Promise.all([
    readFile(
      path.join(
        process.cwd(),
        'node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      ),
    ),
    readFile(
      path.join(
        process.cwd(),
        'node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
      ),
    ),
  ]).then(([regular, bold]) => ({ regular, bold }))
  // A failed read is not kept, so the next document tries again.
  fonts.catch(() => (fonts = null))
  return fonts
}
