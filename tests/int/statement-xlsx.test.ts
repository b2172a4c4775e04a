/**
 * A bank statement saved as Excel reads as the same statement exported as CSV: the same
 * lines through the import endpoint, and, imported again for the same account, nothing new.
 */
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bankDay, createStatementFormat, isoBankDay } from './helpers/payments'
import { multipart } from './helpers/multipart'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload
let admin: string

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const ROWS = [
  {
    daysAgo: 2,
    description: 'IBG CREDIT XLSX-ONE',
    reference: 'INV 77',
    credit: 3750,
    sender: 'JABATAN SATU',
  },
  {
    daysAgo: 1,
    description: 'DUITNOW XLSX TWO',
    reference: '',
    credit: 1234.5,
    sender: 'SYARIKAT DUA SDN BHD',
  },
  { daysAgo: 0, description: 'CHEQUE DEPOSIT XLSX', reference: '', credit: 99.99, sender: '' },
]

/** The statement as a CSV export: a preamble, the header, and each amount with sen. */
const csv = () =>
  [
    'Account Statement,Academy current account',
    'Transaction Date,Description,Recipient Reference,Debit,Credit,Sender',
    `${bankDay(3)},SERVICE CHARGE XLSX,,5.00,,`,
    ...ROWS.map((row) =>
      [
        bankDay(row.daysAgo),
        row.description,
        row.reference,
        '',
        `"${row.credit.toLocaleString('en-US', { minimumFractionDigits: 2 })}"`,
        row.sender,
      ].join(','),
    ),
  ].join('\n')

/** The same statement saved as Excel: real date cells and number cells. */
const xlsx = async () => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Statement')
  sheet.addRow(['Account Statement', 'Academy current account'])
  sheet.addRow([
    'Transaction Date',
    'Description',
    'Recipient Reference',
    'Debit',
    'Credit',
    'Sender',
  ])
  const day = (daysAgo: number) => new Date(`${isoBankDay(daysAgo)}T00:00:00Z`)
  sheet.addRow([day(3), 'SERVICE CHARGE XLSX', '', 5, null, ''])
  for (const row of ROWS) {
    sheet.addRow([day(row.daysAgo), row.description, row.reference, null, row.credit, row.sender])
  }
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy'
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

const importAs = async (
  formatId: number,
  file: { name: string; type: string; bytes: Uint8Array },
) =>
  api('POST', '/dashboard/statements', {
    token: admin,
    ...(await multipart({ mapping: String(formatId) }, file)),
  })

const linesOf = async (importId: number) =>
  (
    await payload.find({
      collection: 'statement-lines',
      where: { statementImport: { equals: importId } },
      sort: 'date',
      depth: 0,
      pagination: false,
    })
  ).docs.map((line) => ({
    date: line.date,
    amount: line.amount,
    description: line.description,
    payer: line.payer ?? null,
  }))

beforeAll(async () => {
  payload = await testPayload()
  admin = (await createStaff(payload, 'admin')).token
})

describe('a statement saved as Excel', () => {
  it('gives the same lines as its CSV export, and adds nothing when imported again for the same account', async () => {
    const csvFormat = await createStatementFormat(payload, 'XLSX Bank 5140 0000 1111')
    const xlsxFormat = await createStatementFormat(payload, 'XLSX Bank 5140 0000 2222')
    const fromCsv = await importAs(csvFormat.id, {
      name: 'statement.csv',
      type: 'text/csv',
      bytes: new TextEncoder().encode(csv()),
    })
    expect(fromCsv.status, JSON.stringify(fromCsv.body)).toBe(201)
    const fromXlsx = await importAs(xlsxFormat.id, {
      name: 'statement.xlsx',
      type: XLSX_TYPE,
      bytes: await xlsx(),
    })
    expect(fromXlsx.status, JSON.stringify(fromXlsx.body)).toBe(201)
    expect(fromXlsx.body).toMatchObject({ creditLines: 3, newLines: 3 })

    const csvLines = await linesOf(fromCsv.body.importId)
    expect(csvLines).toHaveLength(3)
    expect(await linesOf(fromXlsx.body.importId)).toEqual(csvLines)
    expect(csvLines.map((line) => line.amount)).toEqual([3750, 1234.5, 99.99])

    // The Excel file for the CSV's own account: every line is one already stored.
    const again = await importAs(csvFormat.id, {
      name: 'statement-again.xlsx',
      type: XLSX_TYPE,
      bytes: await xlsx(),
    })
    expect(again.body).toMatchObject({ creditLines: 3, newLines: 0, repeatedLines: 3 })
  })
})
