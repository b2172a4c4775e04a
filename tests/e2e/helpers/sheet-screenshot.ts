import { TZDate } from '@date-fns/tz'
import type { BrowserContext } from '@playwright/test'
import { format } from 'date-fns'
import type { Cell, Worksheet } from 'exceljs'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

// A date cell as the export's format shows it: the wall-clock time it stores, without a zone.
const shownText = (cell: Cell) =>
  cell.value instanceof Date
    ? format(new TZDate(cell.value.getTime(), 'UTC'), "MMM dd, yyyy 'at' h:mm a")
    : (cell.text ?? '')

const columnLetter = (n: number): string =>
  n <= 0 ? '' : columnLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26))

/**
 * A picture of an exported sheet as a spreadsheet program shows it (column letters, row
 * numbers, the sheet's own column widths, bold header, cell text as stored, dates in their
 * format), written to test-results/screenshots/ for people to look at. Drawn from the file
 * exceljs read back.
 */
export const screenshotSheet = async (context: BrowserContext, sheet: Worksheet, name: string) => {
  const columns = sheet.columnCount
  const widths = Array.from({ length: columns }, (_, i) => sheet.getColumn(i + 1).width ?? 10)
  const header = widths
    .map((w, i) => `<th style="min-width:${Math.round(w * 7)}px">${columnLetter(i + 1)}</th>`)
    .join('')
  const rows: string[] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells = Array.from({ length: columns }, (_, i) => {
      const cell = row.getCell(i + 1)
      const numeric = typeof cell.value === 'number'
      return `<td class="${numeric ? 'num' : ''}">${escapeHtml(shownText(cell))}</td>`
    }).join('')
    rows.push(`<tr class="${number === 1 ? 'head' : ''}"><th>${number}</th>${cells}</tr>`)
  })
  const page = await context.newPage()
  await page.setViewportSize({ width: 1400, height: 400 })
  await page.setContent(`<!doctype html><html><head><style>
    body { font: 13px system-ui, sans-serif; margin: 0; background: #fff }
    caption { text-align: left; padding: 6px 8px; background: #217346; color: #fff; font-weight: 600 }
    table { border-collapse: collapse }
    th, td { border: 1px solid #d4d4d4; padding: 3px 6px; white-space: nowrap }
    thead th, tbody th { background: #f3f3f3; color: #555; font-weight: 400; text-align: center }
    tr.head td { font-weight: 700 }
    td.num { text-align: right }
  </style></head><body><table>
    <caption>${escapeHtml(name)}.xlsx · sheet “${escapeHtml(sheet.name)}”</caption>
    <thead><tr><th></th>${header}</tr></thead><tbody>${rows.join('')}</tbody>
  </table></body></html>`)
  await page.screenshot({
    path: `test-results/screenshots/export-${name}-${sheet.name}.png`,
    fullPage: true,
  })
  await page.close()
}
