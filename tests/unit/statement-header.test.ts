import { describe, expect, it } from 'vitest'

import { parseStatement, readStatementHeader } from '@/lib/payments/parse-statement'
import { StatementFormatError } from '@/lib/payments/statement/format-error'
import { headerNames } from '@/lib/payments/statement/header-names'
import { findMappedHeader, likelyHeaderIndex } from '@/lib/payments/statement/header-row'
import { tableOfText } from '@/lib/payments/statement/statement-table'
import {
  isStatementMapping,
  mappingProblems,
  type StatementMapping,
} from '@/lib/payments/statement-profiles'

const rowsOf = (lines: string[]) => tableOfText(lines.join('\n')).rows

const MAPPING: StatementMapping = {
  dateColumn: 'Date',
  dateFormat: 'dd/MM/yyyy',
  descriptionColumns: ['Description'],
  amount: { kind: 'credit-column', column: 'Amount (2)' },
}

describe('headerNames', () => {
  it('tells repeated names apart by position, whatever their case', () => {
    expect(headerNames([['Date', 'Amount', 'amount', ' AMOUNT ', 'Amount (2)']], 0)).toEqual([
      'Date',
      'Amount',
      'amount (2)',
      'AMOUNT (3)',
      'Amount (2) (2)',
    ])
  })

  it('names an unnamed column with values under it by its position, and drops empty ones', () => {
    const rows = rowsOf(['Date,,Amount,,', '02/03/2026,x,5.00,,', '03/03/2026,,6.00,,'])
    expect(headerNames(rows, 0)).toEqual(['Date', 'Column 2', 'Amount'])
  })
})

describe('findMappedHeader', () => {
  const statement = rowsOf([
    'Account,Amount',
    'Summary,Amount,Amount',
    'Date,Description,Amount,Amount',
    '02/03/2026,IBG,,5.00',
  ])

  it('finds the row naming every mapped column, repeated names included', () => {
    expect(findMappedHeader(statement, MAPPING)).toBe(2)
    expect(findMappedHeader(statement, { ...MAPPING, header: { skipRows: 0 } })).toBe(2)
    expect(findMappedHeader(statement, { ...MAPPING, header: { containing: 'Summary' } })).toBe(2)
  })

  it('takes the hinted row when it names them all, before an earlier one', () => {
    const twice = rowsOf(['Date,Description,Amount,Amount', 'x', 'Date,Description,Amount,Amount'])
    expect(findMappedHeader(twice, { ...MAPPING, header: { skipRows: 2 } })).toBe(2)
    expect(findMappedHeader(twice, MAPPING)).toBe(0)
  })

  it('names what the closest row lacks', () => {
    let error: unknown
    try {
      findMappedHeader(rowsOf(['Date,Description,Amount', '02/03/2026,IBG,5.00']), MAPPING)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(StatementFormatError)
    expect((error as StatementFormatError).missingColumns).toEqual(['Amount (2)'])
  })
})

describe('likelyHeaderIndex', () => {
  it('finds the header above the first transaction, past key-value preamble rows', () => {
    expect(
      likelyHeaderIndex(
        rowsOf([
          'Account Name,ACADEMY SDN BHD',
          'Statement Date,31/03/2026',
          'Opening Balance,"10,000.00"',
          'Date,Description,Debit,Credit,Balance',
          '02/03/2026,IBG,,5.00,"10,005.00"',
        ]),
      ),
    ).toBe(3)
  })

  it('falls back to the widest row when no row reads as a transaction', () => {
    expect(likelyHeaderIndex(rowsOf(['Title', 'A,B,C,D', 'x,y']))).toBe(1)
  })
})

describe('readStatementHeader and the mapping name columns alike', () => {
  it('offers the names a mapping then reads the file with', () => {
    const csv = ['Date,Description,Amount,Amount', '02/03/2026,IBG,,5.00'].join('\n')
    const columns = readStatementHeader(csv)
    expect(columns).toEqual(['Date', 'Description', 'Amount', 'Amount (2)'])
    expect(
      parseStatement(csv, { ...MAPPING, amount: { kind: 'credit-column', column: columns[3] } })
        .lines,
    ).toEqual([{ row: 1, date: '2026-03-02', amountSen: 500, description: 'IBG', payer: null }])
  })

  it('tries the other separators when the one the file seems to use names no header', () => {
    // Three notes split alike by semicolons outnumber the two rows of the comma table.
    const csv = [
      'Note; one; two',
      'Note; three; four',
      'Note; five; six',
      'Date,Description,Amount,Amount',
      '02/03/2026,IBG,,5.00',
    ].join('\n')
    expect(tableOfText(csv).source).toMatchObject({ delimiter: ';' })
    expect(parseStatement(csv, MAPPING).lines).toHaveLength(1)
  })
})

describe('isStatementMapping', () => {
  it('accepts a mapping, filled in or not, and refuses other shapes', () => {
    expect(isStatementMapping(MAPPING)).toBe(true)
    expect(isStatementMapping({ ...MAPPING, dateColumn: '', header: { skipRows: 2 } })).toBe(true)
    expect(
      isStatementMapping({
        ...MAPPING,
        amount: {
          kind: 'amount-with-indicator',
          column: 'A',
          indicatorColumn: 'B',
          creditMarkers: ['1'],
        },
      }),
    ).toBe(true)
    for (const value of [
      null,
      'mapping',
      [],
      { ...MAPPING, amount: { kind: 'other', column: 'A' } },
      { ...MAPPING, descriptionColumns: 'Description' },
      { ...MAPPING, dateColumn: 3 },
      { ...MAPPING, header: { skipRows: '2' } },
      {
        ...MAPPING,
        amount: {
          kind: 'amount-with-indicator',
          column: 'A',
          indicatorColumn: 'B',
          creditMarkers: [1],
        },
      },
    ]) {
      expect(isStatementMapping(value), JSON.stringify(value)).toBe(false)
    }
  })
})

describe('mappingProblems on indicator markers', () => {
  it('asks which values mean money in when a mapping names none', () => {
    expect(
      mappingProblems({
        ...MAPPING,
        amount: {
          kind: 'amount-with-indicator',
          column: 'A',
          indicatorColumn: 'Type',
          creditMarkers: [],
        },
      }),
    ).toEqual(['Say which values in Type mean money in.'])
  })
})
