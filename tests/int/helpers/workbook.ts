import ExcelJS from 'exceljs'

/** Reads an .xlsx file back with exceljs, as a spreadsheet program would open it. */
export const readWorkbook = async (bytes: Buffer): Promise<ExcelJS.Workbook> => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  return workbook
}

/** A sheet's rows as arrays of cell values (header row first), without exceljs' empty slot 0. */
export const sheetRows = (sheet: ExcelJS.Worksheet): unknown[][] => {
  const rows: unknown[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[]
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => values[i + 1] ?? null))
  })
  return rows
}

/** The cell of a data row under a header. */
export const cellUnder = (sheet: ExcelJS.Worksheet, header: string, rowNumber: number) => {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1)
  const column = headers.indexOf(header) + 1
  if (column === 0) throw new Error(`no column "${header}" in ${headers.join(', ')}`)
  return sheet.getRow(rowNumber).getCell(column)
}
