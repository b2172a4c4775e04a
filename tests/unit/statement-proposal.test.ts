import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { previewStatement } from '@/lib/payments/statement/preview-statement'
import { proposeMapping } from '@/lib/payments/statement/propose-mapping'
import { readStatementFile } from '@/lib/payments/statement/statement-file'
import { tableOfText } from '@/lib/payments/statement/statement-table'
import { mappingProblems, type StatementMapping } from '@/lib/payments/statement-profiles'

import { sheetDay, xlsx } from '../fixtures/statements/statement-files'

const table = (lines: string[]) => tableOfText(lines.join('\r\n'))

const linesOf = (preview: ReturnType<typeof previewStatement>) =>
  preview.lines.map(({ date, amountSen, description, payer }) => [
    date,
    amountSen,
    description,
    payer,
  ])

const MAYBANK = table([
  'Maybank2u.com',
  'Account Type :,Current Account',
  'Account Number :,514012345678',
  'Statement Date :,31/03/26',
  'ENTRY DATE,VALUE DATE,TRANSACTION DESCRIPTION,TRANSACTION AMOUNT,STATEMENT BALANCE',
  '01/03/26,01/03/26,BEGINNING BALANCE,,"10,000.00"',
  '02/03/26,02/03/26,IBG CREDIT ASL-2026-0042,"7,875.00+","17,875.00"',
  '03/03/26,03/03/26,SERVICE CHARGE,0.50-,"17,874.50"',
  ',,ACME TRADING SDN BHD,,',
  '04/03/26,04/03/26,DUITNOW CR ASL 2026 0043,250.00+,"18,124.50"',
  ',,NURUL AISYAH,,',
  '31/02/26,31/02/26,DUITNOW CR,5.00+,"18,129.50"',
])

const CIMB = table([
  'Post Date,Transaction Description,Cheque / Ref No,Sender Name,Debit,Credit,Balance',
  '02/03/2026,IBG CREDIT,ASL-2026-0042,ACME TRADING,-,"1,500.00","11,500.00"',
  '03/03/2026,SERVICE CHARGE,,,0.50,-,"11,499.50"',
  '05/03/2026,DUITNOW TRANSFER,ASL-2026-0043,NURUL AISYAH,-,250.00,"11,749.50"',
])

describe('proposeMapping', () => {
  it('reads a Maybank-style export: preamble, two date columns, trailing signs', () => {
    const proposal = proposeMapping(MAYBANK)
    expect(proposal.skipRows).toBe(4)
    expect(proposal.columns).toEqual([
      'ENTRY DATE',
      'VALUE DATE',
      'TRANSACTION DESCRIPTION',
      'TRANSACTION AMOUNT',
      'STATEMENT BALANCE',
    ])
    expect(proposal.mapping).toEqual({
      header: { skipRows: 4 },
      dateColumn: 'ENTRY DATE',
      dateFormat: 'dd/MM/yy',
      descriptionColumns: ['TRANSACTION DESCRIPTION'],
      amount: { kind: 'signed-amount', column: 'TRANSACTION AMOUNT' },
      delimiter: ',',
    })
    expect(proposal.notes).toEqual([])
    expect(proposal.file).toEqual({ kind: 'csv', delimiter: ',', encoding: null })
  })

  it('reads a CIMB-style export: debit and credit columns, a sender, dashes', () => {
    const { mapping, skipRows } = proposeMapping(CIMB)
    expect(skipRows).toBe(0)
    expect(mapping).toMatchObject({
      dateColumn: 'Post Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Transaction Description', 'Cheque / Ref No'],
      amount: { kind: 'credit-column', column: 'Credit' },
      payerColumn: 'Sender Name',
    })
  })

  it('reads an amount with a DR/CR column, leaving the markers to the defaults', () => {
    const { mapping } = proposeMapping(
      table([
        'Bank Statement',
        'Posting Date,Description,Payment Details,Amount,DR/CR,Balance',
        '02 Mar 2026,IBG CREDIT,ASL-2026-0042,"1,500.00",CR,"11,500.00"',
        '03 Mar 2026,SERVICE CHARGE,,0.50,DR,"11,499.50"',
      ]),
    )
    expect(mapping).toMatchObject({
      header: { skipRows: 1 },
      dateColumn: 'Posting Date',
      dateFormat: 'dd MMM yyyy',
      descriptionColumns: ['Description', 'Payment Details'],
      amount: { kind: 'amount-with-indicator', column: 'Amount', indicatorColumn: 'DR/CR' },
    })
    expect(mapping.amount).not.toHaveProperty('creditMarkers')
  })

  it('reads 1/2 transaction type codes, and says how it read them', () => {
    const proposal = proposeMapping(
      table([
        'Date,Doc Ref No.,Tran Amt.,Tran Type',
        '2026-03-02,ASL-2026-0042,500.00,1',
        '2026-03-03,CHQ001234,75.00,2',
      ]),
    )
    expect(proposal.mapping).toMatchObject({
      dateFormat: 'yyyy-MM-dd',
      descriptionColumns: ['Doc Ref No.'],
      amount: {
        kind: 'amount-with-indicator',
        column: 'Tran Amt.',
        indicatorColumn: 'Tran Type',
        creditMarkers: ['1'],
        debitMarkers: ['2'],
      },
    })
    expect(proposal.notes.join(' ')).toContain('1 for money in')
  })

  it('reads KREDIT/DEBIT and Malay month names under Malay headers', () => {
    const { mapping } = proposeMapping(
      table([
        'Tarikh Transaksi,Butiran,Amaun,Jenis',
        '2 Januari 2026,IBG ASL-2026-0042,500.00,KREDIT',
        '14 Februari 2026,CAJ,1.00,DEBIT',
      ]),
    )
    expect(mapping).toMatchObject({
      dateColumn: 'Tarikh Transaksi',
      dateFormat: 'd MMMM yyyy',
      descriptionColumns: ['Butiran'],
      amount: { kind: 'amount-with-indicator', column: 'Amaun', indicatorColumn: 'Jenis' },
    })
  })

  it('reads dd-MMM-yy dates and a signed amount (RHB-style)', () => {
    const { mapping } = proposeMapping(
      table([
        'Transaction Date,Description,Amount (RM),Balance (RM)',
        '15-Aug-26,INSTANT TRANSFER ASL-2026-0042,"2,625.00","12,625.00"',
        '16-Aug-26,FPX PAYMENT,-89.90,"12,535.10"',
      ]),
    )
    expect(mapping).toMatchObject({
      dateFormat: 'dd-MMM-yy',
      amount: { kind: 'signed-amount', column: 'Amount (RM)' },
    })
  })

  it('tells two "Amount" columns apart and takes the later as money in, with a note', () => {
    const proposal = proposeMapping(
      table([
        'Date;Description;Amount;Amount;Balance',
        '02/03/2026;IBG;;1,500.00;11,500.00',
        '03/03/2026;FEE;0.50;;11,499.50',
      ]),
    )
    expect(proposal.columns).toEqual(['Date', 'Description', 'Amount', 'Amount (2)', 'Balance'])
    expect(proposal.mapping).toMatchObject({
      amount: { kind: 'credit-column', column: 'Amount (2)' },
      delimiter: ';',
    })
    expect(proposal.notes.join(' ')).toContain('"Amount (2)" is taken as the money in')
  })

  it('works from the row an admin points at', () => {
    const proposal = proposeMapping(MAYBANK, { skipRows: 0 })
    expect(proposal.skipRows).toBe(0)
    // Unnamed columns with values under them are named by their position.
    expect(proposal.columns).toEqual([
      'Maybank2u.com',
      'Column 2',
      'Column 3',
      'Column 4',
      'Column 5',
    ])
    expect(proposal.mapping.header).toEqual({ skipRows: 0 })
  })

  it('leaves blank what the file does not show, for mappingProblems to name', () => {
    const { mapping } = proposeMapping(table(['Name,Remarks,Code', 'Ali,hello,7']))
    expect(mapping.dateColumn).toBe('')
    expect(mapping.amount.column).toBe('')
    expect(mappingProblems(mapping)).toEqual([
      'Choose the date column.',
      'Choose the date format.',
      'Choose the amount column.',
    ])
  })

  it('reads an XLSX statement: date cells, number cells, the sheet with the table', async () => {
    const bytes = await xlsx([
      { name: 'Summary', rows: [['Opening balance', 10000]] },
      {
        name: 'Transactions',
        rows: [
          ['Current account'],
          ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
          [sheetDay('2026-03-02'), 'IBG CREDIT ASL-2026-0042', null, 1500, 11500],
          [sheetDay('2026-03-03'), 'SERVICE CHARGE', 0.5, null, 11499.5],
        ],
        formats: { C: '#,##0.00', D: '#,##0.00', E: '#,##0.00' },
      },
    ])
    const statement = await readStatementFile(bytes, 'statement.xlsx')
    const proposal = proposeMapping(statement)
    expect(proposal.file).toEqual({ kind: 'xlsx', worksheet: 'Transactions' })
    expect(proposal.mapping).toEqual({
      header: { skipRows: 1 },
      dateColumn: 'Date',
      dateFormat: 'yyyy-MM-dd',
      descriptionColumns: ['Description'],
      amount: { kind: 'credit-column', column: 'Credit' },
    })
    expect(linesOf(previewStatement(statement, proposal.mapping))).toEqual([
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042', null],
    ])
  })

  it('reads Excel "Unicode text" (UTF-16, tabs, times after the dates)', async () => {
    const file = path.join(process.cwd(), 'tests/fixtures/statements/utf-16le-unicode-text.txt')
    const statement = await readStatementFile(new Uint8Array(readFileSync(file)), 'stmt.txt')
    const proposal = proposeMapping(statement)
    expect(proposal.file).toEqual({ kind: 'csv', delimiter: '\t', encoding: 'utf-16le' })
    expect(proposal.mapping).toMatchObject({
      dateColumn: 'Transaction Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Description'],
      payerColumn: 'Sender',
      amount: { kind: 'amount-with-indicator', column: 'Amount', indicatorColumn: 'DR/CR' },
    })
    expect(previewStatement(statement, proposal.mapping).lineCount).toBe(2)
  })
})

describe('previewStatement', () => {
  it('shows the first lines as they will be read and every skipped row', () => {
    const preview = previewStatement(MAYBANK, proposeMapping(MAYBANK).mapping, { lines: 1 })
    expect(linesOf(preview)).toEqual([['2026-03-02', 787500, 'IBG CREDIT ASL-2026-0042', null]])
    expect(preview.lineCount).toBe(2)
    expect(preview.headerRow).toBe(4)
    expect(preview.skipped).toEqual([{ row: 7, reason: expect.stringContaining('"31/02/26"') }])
    expect(preview.problem).toBeNull()
  })

  it('joins continuation rows in the preview as in the import', () => {
    const preview = previewStatement(MAYBANK, proposeMapping(MAYBANK).mapping)
    expect(preview.lines.map((line) => line.description)).toEqual([
      'IBG CREDIT ASL-2026-0042',
      'DUITNOW CR ASL 2026 0043 NURUL AISYAH',
    ])
  })

  it('reads with a mapping the admin changed', () => {
    const mapping: StatementMapping = {
      ...proposeMapping(CIMB).mapping,
      descriptionColumns: ['Cheque / Ref No'],
      payerColumn: undefined,
    }
    expect(linesOf(previewStatement(CIMB, mapping))).toEqual([
      ['2026-03-02', 150000, 'ASL-2026-0042', null],
      ['2026-03-05', 25000, 'ASL-2026-0043', null],
    ])
  })

  it('says what is wrong, as data, when the mapping cannot read the file', () => {
    const incomplete = previewStatement(CIMB, { ...proposeMapping(CIMB).mapping, dateColumn: '' })
    expect(incomplete).toMatchObject({ lines: [], lineCount: 0, headerRow: null })
    expect(incomplete.problem?.message).toContain('Choose the date column.')
    const missing = previewStatement(CIMB, {
      ...proposeMapping(CIMB).mapping,
      amount: { kind: 'credit-column', column: 'Deposit' },
    })
    expect(missing.problem).toEqual({
      message: expect.stringContaining('"Deposit"'),
      missingColumns: ['Deposit'],
    })
  })
})
