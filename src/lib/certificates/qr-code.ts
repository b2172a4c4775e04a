import QRCode from 'qrcode'

// Vector squares stay sharp at any print size. Level M survives a crease or a stamp across the
// certificate and still fits a verification address in a small symbol.

// The white margin scanners need around a symbol, in modules.
const QUIET_ZONE = 4

export const drawQrCode = (
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  color = '#000000',
): void => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const count = modules.size
  const moduleSize = size / (count + 2 * QUIET_ZONE)
  pdf.save()
  pdf.rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < count; row += 1) {
    let column = 0
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1
        continue
      }
      const start = column
      while (column < count && modules.get(row, column)) column += 1
      pdf.rect(
        x + (QUIET_ZONE + start) * moduleSize,
        y + (QUIET_ZONE + row) * moduleSize,
        (column - start) * moduleSize,
        moduleSize,
      )
    }
  }
  pdf.fill(color)
  pdf.restore()
}
