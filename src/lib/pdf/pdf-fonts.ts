import { readFile } from 'node:fs/promises'
import path from 'node:path'

// pdfkit's Helvetica lacks Vietnamese ("Nguyễn") and most Latin Extended; names print as typed.
// Each path is written out whole so the bundler leaves it alone and Next's file tracing finds it.

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
