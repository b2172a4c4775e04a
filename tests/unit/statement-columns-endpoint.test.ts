/**
 * POST /api/dashboard/statements/columns and the upload checks both statement endpoints
 * share, called as Payload calls them, with a request carrying the multipart form.
 */
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { statementColumns } from '@/endpoints/payments/statement-columns'
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MISSING,
  STATEMENT_NOT_TEXT,
  STATEMENT_TOO_LARGE,
  statementText,
} from '@/endpoints/payments/statement-text'
import { parseStatementUpload } from '@/lib/payments/statement/parse-upload'
import type { StatementMapping } from '@/lib/payments/statement-profiles'

import { sheetDay, utf8, xlsx } from '../fixtures/statements/statement-files'

const CSV = [
  'Account Number:,5140-1234-5678',
  'Statement Period:,01/03/2026 - 31/03/2026',
  '',
  'Transaction Date,Transaction Description,Sender Name,Debit,Credit,Balance',
  '02/03/2026,IBG CREDIT ASL-2026-0042,ACME TRADING,-,"1,500.00","11,500.00"',
  '03/03/2026,SERVICE CHARGE,,0.50,-,"11,499.50"',
  '31/02/2026,DUITNOW,SITI,-,100.00,"11,599.50"',
].join('\r\n')

const requestWith = (
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file) form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name)
  return {
    user: { role: 'admin' },
    headers: new Headers({ 'content-type': 'multipart/form-data; boundary=x' }),
    formData: async () => form,
  } as unknown as PayloadRequest
}

const call = async (fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) => {
  const response = await statementColumns.handler(requestWith(fields, file))
  return response.json()
}

const refusal = async (run: () => unknown) => {
  try {
    await run()
  } catch (error) {
    return error as { message: string; status: number }
  }
  throw new Error('expected a refusal')
}

describe('POST /api/dashboard/statements/columns', () => {
  it('answers the header, a proposed mapping and a preview read with it', async () => {
    const body = await call({}, { name: 'statement.csv', bytes: utf8(CSV) })
    expect(body.skipRows).toBe(3)
    expect(body.columns).toEqual([
      'Transaction Date',
      'Transaction Description',
      'Sender Name',
      'Debit',
      'Credit',
      'Balance',
    ])
    expect(body.proposal.mapping).toMatchObject({
      header: { skipRows: 3 },
      dateColumn: 'Transaction Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Transaction Description'],
      amount: { kind: 'credit-column', column: 'Credit' },
      payerColumn: 'Sender Name',
    })
    expect(body.preview).toEqual({
      lines: [
        {
          row: 1,
          date: '2026-03-02',
          amountSen: 150000,
          description: 'IBG CREDIT ASL-2026-0042',
          payer: 'ACME TRADING',
        },
      ],
      lineCount: 1,
      skipped: [{ row: 3, reason: 'Date "31/02/2026" is not a date in the form dd/MM/yyyy.' }],
      headerRow: 3,
      problem: null,
    })
  })

  it('reads the header row the admin points at', async () => {
    const body = await call({ skipRows: '0' }, { name: 'statement.csv', bytes: utf8(CSV) })
    expect(body.skipRows).toBe(0)
    // Columns with values under the row but no name in it are named by their position.
    expect(body.columns).toEqual([
      'Account Number:',
      '5140-1234-5678',
      'Column 3',
      'Column 4',
      'Column 5',
      'Column 6',
    ])
  })

  it('previews with the mapping the form sends', async () => {
    const mapping: StatementMapping = {
      dateColumn: 'Transaction Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Sender Name'],
      amount: { kind: 'credit-column', column: 'Credit' },
    }
    const body = await call(
      { mapping: JSON.stringify(mapping) },
      { name: 's.csv', bytes: utf8(CSV) },
    )
    expect(body.preview.lines.map((line: { description: string }) => line.description)).toEqual([
      'ACME TRADING',
    ])
    expect(body.preview.skipped).toHaveLength(1)
    const missing = await call(
      { mapping: JSON.stringify({ ...mapping, dateColumn: 'Tarikh' }) },
      { name: 's.csv', bytes: utf8(CSV) },
    )
    expect(missing.preview.problem.message).toContain('"Tarikh"')
  })

  it('reads an .xlsx workbook', async () => {
    const bytes = await xlsx([
      {
        name: 'Sheet1',
        rows: [
          ['Date', 'Description', 'Amount'],
          [sheetDay('2026-03-02'), 'IBG ASL-2026-0042', 500],
          [sheetDay('2026-03-03'), 'FEE', -1],
        ],
      },
    ])
    const body = await call({}, { name: 'statement.xlsx', bytes })
    expect(body.proposal.file).toEqual({ kind: 'xlsx', worksheet: 'Sheet1' })
    expect(body.preview.lines).toEqual([
      {
        row: 1,
        date: '2026-03-02',
        amountSen: 50000,
        description: 'IBG ASL-2026-0042',
        payer: null,
      },
    ])
  })

  it('refuses a mapping that is not one, and a file that is not a statement', async () => {
    const bytes = utf8(CSV)
    expect(await refusal(() => call({ mapping: '{' }, { name: 's.csv', bytes }))).toMatchObject({
      status: 400,
      message: 'The mapping sent is not JSON.',
    })
    expect(
      await refusal(() => call({ mapping: '{"dateColumn":1}' }, { name: 's.csv', bytes })),
    ).toMatchObject({ status: 400, message: 'The mapping sent is not a statement mapping.' })
    expect(await refusal(() => call({}))).toMatchObject({ status: 400, message: STATEMENT_MISSING })
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])
    expect(await refusal(() => call({}, { name: 's.xlsx', bytes: broken }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('could not be opened'),
    })
  })
})

describe('statementText (both statement endpoints)', () => {
  it('keeps the 2 MB limit and the messages', async () => {
    expect(await refusal(() => statementText(null))).toMatchObject({ message: STATEMENT_MISSING })
    const large = new Uint8Array(STATEMENT_MAX_BYTES + 1).fill(0x41)
    expect(await refusal(() => statementText({ bytes: large }))).toMatchObject({
      status: 400,
      message: STATEMENT_TOO_LARGE,
    })
    const binary = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02])
    expect(await refusal(() => statementText({ bytes: binary }))).toMatchObject({
      status: 400,
      message: STATEMENT_NOT_TEXT,
    })
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
    expect(await refusal(() => statementText({ bytes: xls, name: 'old.xls' }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('.xls'),
    })
  })

  it('hands the import an upload it reads as CSV or as a workbook', async () => {
    const mapping: StatementMapping = {
      dateColumn: 'Transaction Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Transaction Description'],
      amount: { kind: 'credit-column', column: 'Credit' },
    }
    const fromCsv = await parseStatementUpload(statementText({ bytes: utf8(CSV) }), mapping)
    expect(fromCsv.lines.map((line) => line.amountSen)).toEqual([150000])
    const workbook = await xlsx([
      {
        name: 'Sheet1',
        rows: [
          ['Transaction Date', 'Transaction Description', 'Credit'],
          [sheetDay('2026-03-02'), 'IBG', 12.5],
        ],
      },
    ])
    const fromXlsx = await parseStatementUpload(statementText({ bytes: workbook }), mapping)
    expect(fromXlsx.lines.map((line) => [line.date, line.amountSen])).toEqual([
      ['2026-03-02', 1250],
    ])
    // Text handed over already decoded, as before.
    expect((await parseStatementUpload(CSV, mapping)).lines).toHaveLength(1)
  })
})
