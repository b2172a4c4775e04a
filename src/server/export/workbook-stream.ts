import { PassThrough, Readable } from 'node:stream'

import ExcelJS from 'exceljs'

import { headersOf, rowValues, type ExportSheet } from '@/lib/export/export-columns'
import {
  looksLikeFormula,
  numberFormatFor,
  TEXT_NUMBER_FORMAT,
} from '@/lib/export/spreadsheet-cells'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Records are read again for each sheet, batch by batch. */
export type SheetSource<Row> = {
  sheet: ExportSheet<Row>
  batches: () => AsyncIterable<Row[]>
}

const writeSheet = async <Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  source: SheetSource<Row>,
) => {
  const { sheet } = source
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] })
  const headers = headersOf(sheet.columns)
  worksheet.columns = sheet.columns.map((column, index) => {
    const numFmt = numberFormatFor(column.kind)
    return {
      header: headers[index],
      key: column.key,
      width: column.width,
      style: numFmt ? { numFmt } : {},
    }
  })
  worksheet.getRow(1).font = { bold: true }
  worksheet.getRow(1).commit()
  for await (const batch of source.batches()) {
    for (const record of batch) {
      for (const row of sheet.rowsOf(record)) {
        const added = worksheet.addRow(rowValues(sheet.columns, row))
        // Whatever the column, text that reads like a formula is marked as text.
        added.eachCell((cell) => {
          if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) {
            cell.numFmt = TEXT_NUMBER_FORMAT
          }
        })
        added.commit()
      }
    }
  }
  worksheet.commit()
}

// Rows go out as they are read; a failure part way aborts the download rather than deliver a
// silently truncated file.
export const workbookResponse = (
  fileName: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has its own row type
  sources: Array<SheetSource<any>>,
): Response => {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Shared strings would hold every text in memory until the end.
    useSharedStrings: false,
  })
  const write = async () => {
    for (const source of sources) await writeSheet(workbook, source)
    await workbook.commit()
  }
  write().catch((error: unknown) => output.destroy(error as Error))
  return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  })
}
