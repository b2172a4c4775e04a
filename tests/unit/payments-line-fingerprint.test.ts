import { describe, expect, it } from 'vitest'

import { lineFingerprint, withOccurrences } from '@/lib/payments/line-fingerprint'
import { parseStatement, type StatementLine } from '@/lib/payments/parse-statement'
import type { StatementMapping } from '@/lib/payments/statement-profiles'

const ACCOUNT = 'maybank:514012345678'

const mapping: StatementMapping = {
  dateColumn: 'Date',
  dateFormat: 'dd/MM/yyyy',
  descriptionColumns: ['Description'],
  amount: { kind: 'credit-column', column: 'Credit' },
  payerColumn: 'Payer',
}

const fingerprintsOf = (csv: string): string[] =>
  withOccurrences(parseStatement(csv, mapping).lines).map(({ line, occurrence }) =>
    lineFingerprint(ACCOUNT, line, occurrence),
  )

const credit = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  row: 1,
  date: '2026-03-02',
  amountSen: 150000,
  description: 'IBG CREDIT ASL-2026-0042',
  payer: 'ACME TRADING SDN BHD',
  ...overrides,
})

describe('withOccurrences', () => {
  it('counts identical credits in file order', () => {
    const lines = [
      credit({ row: 1 }),
      credit({ row: 2, amountSen: 1 }),
      credit({ row: 3 }),
      credit({ row: 4, payer: 'SOMEONE ELSE' }),
      credit({ row: 5 }),
    ]
    expect(withOccurrences(lines).map(({ line, occurrence }) => [line.row, occurrence])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 0],
      [5, 2],
    ])
  })
})

describe('lineFingerprint', () => {
  it('is a sha256 in hex', () => {
    expect(lineFingerprint(ACCOUNT, credit(), 0)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('gives the same credit the same fingerprint in two overlapping statements', () => {
    const march1To15 = [
      'Date,Description,Payer,Debit,Credit',
      '01/03/2026,ATM WITHDRAWAL,,100.00,',
      '02/03/2026,IBG CREDIT ASL-2026-0042,ACME TRADING SDN BHD,,"1,500.00"',
      '10/03/2026,DUITNOW ASL-2026-0044,NURUL AISYAH,,800.00',
      '10/03/2026,DUITNOW ASL-2026-0044,NURUL AISYAH,,800.00',
    ].join('\n')
    const march10To31 = [
      'Statement of account',
      'Date,Description,Payer,Debit,Credit',
      '10/03/2026,DUITNOW ASL-2026-0044,NURUL AISYAH,,800.00',
      '10/03/2026,SERVICE CHARGE,,0.50,',
      '10/03/2026,DUITNOW ASL-2026-0044,NURUL AISYAH,,800.00',
      '20/03/2026,IBG CREDIT ASL-2026-0045,GLOBAL LEADERSHIP BERHAD,,"1,200.00"',
    ].join('\n')
    const first = fingerprintsOf(march1To15)
    const second = fingerprintsOf(march10To31)
    expect(first).toHaveLength(3)
    expect(second).toHaveLength(3)
    expect(second.slice(0, 2)).toEqual(first.slice(1, 3))
    expect(first).not.toContain(second[2])
  })

  it('tells apart two identical credits on one day in one statement', () => {
    const statement = [
      'Date,Description,Payer,Debit,Credit',
      '10/03/2026,DUITNOW ASL-2026-0044,NURUL AISYAH,,800.00',
      '10/03/2026,DUITNOW ASL-2026-0044,NURUL AISYAH,,800.00',
    ].join('\n')
    const [first, second] = fingerprintsOf(statement)
    expect(first).not.toBe(second)
  })

  it('does not change with the row position or the spacing and case of the text', () => {
    const original = lineFingerprint(ACCOUNT, credit(), 0)
    expect(lineFingerprint(ACCOUNT, credit({ row: 42 }), 0)).toBe(original)
    expect(
      lineFingerprint(
        ACCOUNT,
        credit({ description: '  ibg  credit\tASL-2026-0042 ', payer: 'Acme  Trading Sdn Bhd' }),
        0,
      ),
    ).toBe(original)
  })

  it('changes with the account, the date, the amount, the text and the occurrence', () => {
    const original = lineFingerprint(ACCOUNT, credit(), 0)
    const others = [
      lineFingerprint('cimb:8001234567', credit(), 0),
      lineFingerprint(ACCOUNT, credit({ date: '2026-03-03' }), 0),
      lineFingerprint(ACCOUNT, credit({ amountSen: 150001 }), 0),
      lineFingerprint(ACCOUNT, credit({ description: 'IBG CREDIT ASL-2026-0043' }), 0),
      lineFingerprint(ACCOUNT, credit({ payer: null }), 0),
      lineFingerprint(ACCOUNT, credit(), 1),
    ]
    expect(new Set([original, ...others]).size).toBe(others.length + 1)
  })
})
