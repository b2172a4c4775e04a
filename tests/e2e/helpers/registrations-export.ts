import type { Locator, Page } from '@playwright/test'
import ExcelJS from 'exceljs'

/**
 * Exports what the registrations panel shows, as staff do (Export to Excel), saves it to
 * `file` and reads it back: the workbook, and the value under a header in a data row of the
 * Registrations sheet (row 2, the first, unless said otherwise).
 */
export const exportRegistrations = async (page: Page, registrations: Locator, file: string) => {
  const downloading = page.waitForEvent('download')
  await registrations.getByRole('button', { name: 'Export to Excel' }).click()
  await (await downloading).saveAs(file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.getWorksheet('Registrations')!
  const header = (sheet.getRow(1).values as unknown[]).slice(1)
  const cell = (name: string, row = 2) => sheet.getRow(row).getCell(header.indexOf(name) + 1).value
  return { workbook, sheet, header, cell }
}
