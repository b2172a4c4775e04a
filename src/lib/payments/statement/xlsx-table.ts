import ExcelJS from 'exceljs'

import { unwrapSpreadsheetText } from './cell-text'
import { dateCellKey, type StatementTable } from './statement-table'

// Sen where the cell's format shows decimals (amounts), else the number as it is (references,
// account numbers), with floating-point noise such as 0.30000000000000004 rounded at the sen.
const numberText = (value: number, numberFormat: string | undefined): string => {
  if (/0\.0/.test(numberFormat ?? '')) return value.toFixed(2)
  if (Number.isInteger(value)) return String(value)
  const sen = value * 100
  return Math.abs(sen - Math.round(sen)) < 1e-6 ? value.toFixed(2) : String(value)
}

// Exceljs gives a date cell as the instant of midnight UTC on its day (plus its time of day),
// so the UTC calendar fields are the day the sheet shows.
const dayText = (value: Date): string => value.toISOString().slice(0, 10)

type CellReading = { text: string; isDate: boolean }

const readValue = (value: ExcelJS.CellValue | undefined, numberFormat?: string): CellReading => {
  if (value === null || value === undefined) return { text: '', isDate: false }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? { text: '', isDate: false }
      : { text: dayText(value), isDate: true }
  }
  if (typeof value === 'number') return { text: numberText(value, numberFormat), isDate: false }
  if (typeof value === 'string') return { text: value, isDate: false }
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', isDate: false }
  if ('richText' in value) {
    return { text: value.richText.map((run) => run.text).join(''), isDate: false }
  }
  if ('hyperlink' in value) return { text: String(value.text ?? ''), isDate: false }
  // A formula's value is its last computed result; an error (#N/A) says nothing.
  if ('result' in value) return readValue(value.result as ExcelJS.CellValue, numberFormat)
  return { text: '', isDate: false }
}

const readCell = (cell: ExcelJS.Cell): CellReading =>
  // A merged range shows its value once, in its first cell; the others repeating it would read
  // as duplicate header names and repeated descriptions.
  cell.type === ExcelJS.ValueType.Merge && cell.master.address !== cell.address
    ? { text: '', isDate: false }
    : readValue(cell.value, cell.numFmt)

const tableOfWorksheet = (worksheet: ExcelJS.Worksheet): StatementTable => {
  const rows: string[][] = []
  const dateCells = new Set<string>()
  for (let rowNumber = 1; rowNumber <= worksheet.rowCount; rowNumber++) {
    const row = worksheet.getRow(rowNumber)
    const cells: string[] = []
    for (let column = 1; column <= row.cellCount; column++) {
      const { text, isDate } = readCell(row.getCell(column))
      if (isDate) dateCells.add(dateCellKey(rows.length, cells.length))
      cells.push(unwrapSpreadsheetText(text))
    }
    rows.push(cells)
  }
  return { rows, dateCells, source: { kind: 'xlsx', worksheet: worksheet.name } }
}

export const tablesOfWorkbook = async (bytes: Uint8Array): Promise<StatementTable[]> => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  return workbook.worksheets.map(tableOfWorksheet)
}
