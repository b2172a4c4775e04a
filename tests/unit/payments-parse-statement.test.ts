import { describe, expect, it } from 'vitest'

import {
  findLikelyHeaderRow,
  parseAmountSen,
  parseStatement,
  readStatementHeader,
  StatementFormatError,
} from '@/lib/payments/parse-statement'
import { mappingProblems, type StatementMapping } from '@/lib/payments/statement-profiles'

const formatErrorOf = (run: () => unknown): StatementFormatError => {
  try {
    run()
  } catch (error) {
    if (error instanceof StatementFormatError) return error
    throw error
  }
  throw new Error('expected a StatementFormatError')
}

describe('parseAmountSen', () => {
  it('reads amounts as banks print them, in whole sen', () => {
    expect(parseAmountSen('1,234.50')).toBe(123450)
    expect(parseAmountSen('RM 1,234.50')).toBe(123450)
    expect(parseAmountSen('RM1,234.50')).toBe(123450)
    expect(parseAmountSen('MYR 50')).toBe(5000)
    expect(parseAmountSen('1234.5')).toBe(123450)
    expect(parseAmountSen(' 80 ')).toBe(8000)
    expect(parseAmountSen('.5')).toBe(50)
    expect(parseAmountSen('+12.00')).toBe(1200)
  })

  it('reads every way of writing money out as negative', () => {
    expect(parseAmountSen('(100.00)')).toBe(-10000)
    expect(parseAmountSen('-100.00')).toBe(-10000)
    expect(parseAmountSen('100.00-')).toBe(-10000)
    expect(parseAmountSen('100.00 DR')).toBe(-10000)
    expect(parseAmountSen('RM -1,000.00')).toBe(-100000)
  })

  it('reads a CR marker as money in', () => {
    expect(parseAmountSen('100.00 CR')).toBe(10000)
    expect(parseAmountSen('100.00CR')).toBe(10000)
  })

  it('keeps sen exact where floating point would not', () => {
    expect(parseAmountSen('0.29')).toBe(29)
    expect(parseAmountSen('1,005.10')).toBe(100510)
    expect(parseAmountSen('4.35')).toBe(435)
  })

  it('gives null for blanks and for text that is not an amount', () => {
    for (const text of ['', '  ', 'abc', '1.234', '1,00.00', '12,34', '.', 'CR', '1 000.00']) {
      expect(parseAmountSen(text)).toBeNull()
    }
  })
})

describe('parseStatement with a credit column and summary lines above the header', () => {
  // A hand-made mapping for a bank without a profile: the description is split over two
  // columns, as Malaysian exports often do, and the file opens with account details.
  const mapping: StatementMapping = {
    header: { skipRows: 3 },
    dateColumn: 'Transaction Date',
    dateFormat: 'dd/MM/yyyy',
    descriptionColumns: ['Transaction Description', 'Recipient Reference'],
    amount: { kind: 'credit-column', column: 'Credit' },
    payerColumn: 'Sender Name',
  }
  const statement = [
    'Account Number:,5140-1234-5678',
    'Statement Period:,01/03/2026 - 31/03/2026',
    '',
    'Transaction Date,Transaction Description,Recipient Reference,Sender Name,Debit,Credit,Balance',
    '01/03/2026,OPENING BALANCE,,,,,"10,000.00"',
    '02/03/2026,IBG CREDIT,ASL-2026-0042,"ACME, TRADING SDN BHD",,"1,500.00","11,500.00"',
    '03/03/2026,SERVICE CHARGE,,,0.50,,"11,499.50"',
    '',
    '05/03/2026,DUITNOW TRANSFER,asl 2026 0043 ,  NURUL AISYAH  ,,250.00,"11,749.50"',
    '31/02/2026,DUITNOW TRANSFER,ASL-2026-0044,SITI,,100.00,"11,849.50"',
    '06/03/2026,DUITNOW TRANSFER,ASL-2026-0045,SITI,,1O0.00,"11,849.50"',
    '07/03/2026,CASH DEPOSIT,,,,="300.00",',
  ].join('\r\n')

  it('reads the credits, ignores the debits and reports the malformed rows', () => {
    expect(parseStatement(statement, mapping)).toEqual({
      lines: [
        {
          row: 2,
          date: '2026-03-02',
          amountSen: 150000,
          description: 'IBG CREDIT ASL-2026-0042',
          payer: 'ACME, TRADING SDN BHD',
        },
        {
          row: 5,
          date: '2026-03-05',
          amountSen: 25000,
          description: 'DUITNOW TRANSFER asl 2026 0043',
          payer: 'NURUL AISYAH',
        },
        {
          row: 8,
          date: '2026-03-07',
          amountSen: 30000,
          description: 'CASH DEPOSIT',
          payer: null,
        },
      ],
      skipped: [
        { row: 6, reason: expect.stringContaining('"31/02/2026"') },
        { row: 7, reason: expect.stringContaining('"1O0.00"') },
      ],
    })
  })

  it('finds the header by its text as well as by counting rows', () => {
    const byText = parseStatement(statement, { ...mapping, header: { containing: 'sender name' } })
    const byDateColumn = parseStatement(statement, { ...mapping, header: undefined })
    expect(byText).toEqual(parseStatement(statement, mapping))
    expect(byDateColumn).toEqual(parseStatement(statement, mapping))
  })

  it('matches column names whatever their case and spacing', () => {
    const shouted = statement.replace('Transaction Date,', ' TRANSACTION   DATE ,')
    expect(parseStatement(shouted, mapping).lines).toHaveLength(3)
  })

  it('reads a file saved with a byte order mark', () => {
    const withBom = `\uFEFF${statement}`
    expect(parseStatement(withBom, { ...mapping, header: undefined }).lines).toHaveLength(3)
  })
})

describe('parseStatement with one signed amount column', () => {
  const mapping: StatementMapping = {
    dateColumn: 'Date',
    dateFormat: 'dd-MM-yyyy',
    descriptionColumns: ['Description'],
    amount: { kind: 'signed-amount', column: 'Amount' },
  }

  it('keeps positive amounts and drops negative ones', () => {
    const statement = [
      'Date,Description,Amount',
      '02-03-2026,TRANSFER FROM ACME ASL-2026-0042,"RM 1,500.00"',
      '03-03-2026,BILL PAYMENT,-80.00',
      '04-03-2026,CHEQUE RETURNED,(20.00)',
      '05-03-2026,INTERBANK GIRO,200.00 CR',
      '06-03-2026,ATM WITHDRAWAL,100.00 DR',
      '07-03-2026,BALANCE B/F,',
      '2026-03-08,IBG CREDIT,50.00',
      ',IBG CREDIT,60.00',
    ].join('\n')
    const { lines, skipped } = parseStatement(statement, mapping)
    expect(lines.map(({ row, date, amountSen }) => ({ row, date, amountSen }))).toEqual([
      { row: 1, date: '2026-03-02', amountSen: 150000 },
      { row: 4, date: '2026-03-05', amountSen: 20000 },
    ])
    expect(skipped).toEqual([
      { row: 7, reason: 'Date "2026-03-08" is not a date in the form dd-MM-yyyy.' },
      { row: 8, reason: 'The date is missing.' },
    ])
  })
})

describe('parseStatement with an amount and a DR/CR column', () => {
  const statement = [
    'Bank Statement',
    'Account,1234567890',
    'Posting Date,Description,Payment Details,Amount,DR/CR,Balance',
    '02 Mar 2026,IBG CREDIT,ASL-2026-0042,"1,500.00",CR,"11,500.00"',
    '03 MAR 2026,SERVICE CHARGE,,0.50,DR,"11,499.50"',
    '04 Mar 2026,DUITNOW,ASL-,250.00,Cr.,"11,749.50"',
    '05 Mar 2026,DUITNOW,,100.00,?,"11,849.50"',
    '06 Mar 2026,DUITNOW,,abc,CR,"11,849.50"',
  ].join('\n')
  const mapping: StatementMapping = {
    header: { containing: 'Posting Date' },
    dateColumn: 'Posting Date',
    dateFormat: 'dd MMM yyyy',
    descriptionColumns: ['Description', 'Payment Details'],
    amount: { kind: 'amount-with-indicator', column: 'Amount', indicatorColumn: 'DR/CR' },
  }

  it('keeps the rows marked as credits', () => {
    const { lines, skipped } = parseStatement(statement, mapping)
    expect(lines).toEqual([
      {
        row: 1,
        date: '2026-03-02',
        amountSen: 150000,
        description: 'IBG CREDIT ASL-2026-0042',
        payer: null,
      },
      { row: 3, date: '2026-03-04', amountSen: 25000, description: 'DUITNOW ASL-', payer: null },
    ])
    expect(skipped.map((entry) => entry.row)).toEqual([4, 5])
    expect(skipped[0].reason).toContain('"?"')
    expect(skipped[1].reason).toContain('"abc"')
  })

  it('takes the markers a bank uses for its indicator column', () => {
    const coded = [
      'Date,Doc Ref No.,Tran Amt.,Tran Type',
      '2026-03-02,ASL-2026-0042,500.00,1',
      '2026-03-03,CHEQUE 001234,75.00,2',
    ].join('\n')
    const { lines, skipped } = parseStatement(coded, {
      dateColumn: 'Date',
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
    expect(lines.map((line) => [line.date, line.amountSen, line.description])).toEqual([
      ['2026-03-02', 50000, 'ASL-2026-0042'],
    ])
    expect(skipped).toEqual([])
  })
})

describe('parseStatement on a file that does not fit the mapping', () => {
  const mapping: StatementMapping = {
    dateColumn: 'Date',
    dateFormat: 'dd/MM/yyyy',
    descriptionColumns: ['Description', 'Reference'],
    amount: { kind: 'credit-column', column: 'Credit' },
  }

  it('names the missing columns', () => {
    const error = formatErrorOf(() =>
      parseStatement('Date,Description,Deposit\n01/03/2026,IBG,5.00', mapping),
    )
    expect(error.missingColumns).toEqual(['Reference', 'Credit'])
    expect(error.message).toContain('"Reference"')
    expect(error.message).toContain('"Credit"')
  })

  it('says when the header is not found', () => {
    const byText = formatErrorOf(() =>
      parseStatement('Amount,Details\n5.00,IBG', { ...mapping, header: { containing: 'Tarikh' } }),
    )
    expect(byText.message).toContain('"Tarikh"')
    const byDate = formatErrorOf(() => parseStatement('Amount,Details\n5.00,IBG', mapping))
    expect(byDate.missingColumns).toEqual(['Date'])
    const tooShort = formatErrorOf(() =>
      parseStatement('Date,Description\n', { ...mapping, header: { skipRows: 5 } }),
    )
    expect(tooShort.message).toContain('skipping 5')
  })

  it('refuses a date format date-fns cannot use', () => {
    const error = formatErrorOf(() =>
      parseStatement('Date,Description,Reference,Credit\n', {
        ...mapping,
        dateFormat: 'DD/MM/YYYY',
      }),
    )
    expect(error.message).toContain('"DD/MM/YYYY"')
    const letters = formatErrorOf(() =>
      parseStatement('Date,Description,Reference,Credit\n', {
        ...mapping,
        dateFormat: 'dd/MM/yyyy j',
      }),
    )
    expect(letters).toBeInstanceOf(StatementFormatError)
  })

  it('ignores description and payer columns left blank', () => {
    const statement = 'Date,Description,Reference,Credit\n01/03/2026,IBG,ASL-2026-0042,5.00'
    const { lines } = parseStatement(statement, {
      ...mapping,
      descriptionColumns: ['Description', '', 'Reference'],
      payerColumn: ' ',
    })
    expect(lines).toEqual([
      { row: 1, date: '2026-03-01', amountSen: 500, description: 'IBG ASL-2026-0042', payer: null },
    ])
  })

  it('refuses a mapping that is not filled in', () => {
    const incomplete = { ...mapping, descriptionColumns: [' '] }
    expect(mappingProblems(incomplete)).toEqual(['Choose at least one description column.'])
    expect(() => parseStatement('Date\n', incomplete)).toThrow(StatementFormatError)
  })
})

describe('readStatementHeader', () => {
  const statement = [
    'Account Number:,5140-1234-5678',
    'Currency:,MYR',
    'Transaction Date, Transaction Description ,Debit,Credit,Balance',
    '02/03/2026,IBG CREDIT,,"1,500.00","11,500.00"',
  ].join('\n')

  it('lists the header cells of the row an admin points at', () => {
    expect(readStatementHeader(statement, { skipRows: 2 })).toEqual([
      'Transaction Date',
      'Transaction Description',
      'Debit',
      'Credit',
      'Balance',
    ])
  })

  it('guesses the header as the first row as wide as the table', () => {
    expect(findLikelyHeaderRow(statement)).toBe(2)
    expect(readStatementHeader(statement)).toHaveLength(5)
  })

  it('reads other separators', () => {
    expect(readStatementHeader('Date;Description;Amount', { delimiter: ';' })).toEqual([
      'Date',
      'Description',
      'Amount',
    ])
  })
})

describe('behaviours changed on purpose', () => {
  const mapping: StatementMapping = {
    header: { skipRows: 0 },
    dateColumn: 'Date',
    dateFormat: 'dd/MM/yyyy',
    descriptionColumns: ['Description'],
    amount: { kind: 'credit-column', column: 'Credit' },
  }

  it('reads a dash in the credit column as no amount, not as a skipped row', () => {
    const statement = 'Date,Description,Debit,Credit\n03/03/2026,FEE,0.50,-\n04/03/2026,IBG,-,5.00'
    expect(parseStatement(statement, mapping)).toEqual({
      lines: [{ row: 2, date: '2026-03-04', amountSen: 500, description: 'IBG', payer: null }],
      skipped: [],
    })
  })

  it('takes a saved skipRows as a hint: the header is found by its names', () => {
    const grown = 'Bank,Statement\nMore,Lines\nDate,Description,Credit\n02/03/2026,IBG,5.00'
    expect(parseStatement(grown, mapping).lines).toHaveLength(1)
  })

  it('refuses an amount marked both ways, where a minus once flipped a DR', () => {
    expect(parseAmountSen('-100.00 DR')).toBe(-10000)
    expect(parseAmountSen('-100.00 CR')).toBeNull()
  })
})
