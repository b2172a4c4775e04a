import { describe, expect, it } from 'vitest'

import { inBatches } from '@/lib/payments/matching/batches'
import { accountKey } from '@/lib/payments/matching/account-key'
import { fingerprintLines, fingerprintsOf } from '@/lib/payments/matching/statement-fingerprints'
import { lineFingerprint } from '@/lib/payments/line-fingerprint'
import type { StatementLine } from '@/lib/payments/parse-statement'

const credit = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  row: 1,
  date: '2026-03-02',
  amountSen: 150000,
  description: 'IBG CREDIT ASL-2026-0042',
  payer: 'ACME TRADING SDN BHD',
  ...overrides,
})

describe('accountKey', () => {
  it('is one key for one account number however it is typed', () => {
    const key = accountKey('Maybank 514012345678')
    for (const typed of [
      'Maybank 5140 1234 5678',
      'MAYBANK 5140-1234-5678',
      'maybank  514012345678 ',
      'Maybank2u 5140 1234 5678',
      'Maybank 5140 1234 5678 (2nd account)',
    ]) {
      expect(accountKey(typed), typed).toBe(key)
    }
  })

  it('tells different account numbers apart', () => {
    expect(accountKey('Maybank 514012345678')).not.toBe(accountKey('Maybank 514012345679'))
  })

  it('compares an account without digits by its letters', () => {
    expect(accountKey('Main account')).toBe(accountKey('MAIN-ACCOUNT'))
    expect(accountKey('Main account')).not.toBe(accountKey('Other account'))
  })
})

describe('fingerprintLines', () => {
  it('gives a credit one fingerprint through two formats of one account', () => {
    const lines = [credit(), credit({ row: 2 }), credit({ row: 3, amountSen: 100 })]
    const spaced = fingerprintLines(lines, 'Maybank 5140 1234 5678', [])
    const plain = fingerprintLines(lines, 'Maybank 514012345678', [])
    expect(spaced.map((line) => line.fingerprint)).toEqual(plain.map((line) => line.fingerprint))
    // Two identical credits in one file stay two.
    expect(new Set(spaced.map((line) => line.fingerprint)).size).toBe(3)
  })

  it('knows the fingerprints stored under each typed form of the account before', () => {
    const [line] = fingerprintLines([credit()], 'Maybank 514012345678', [
      'Maybank 5140 1234 5678',
      'CIMB 8001234567',
    ])
    expect(line.earlier.sort()).toEqual(
      [
        lineFingerprint('Maybank 514012345678', credit(), 0),
        lineFingerprint('Maybank 5140 1234 5678', credit(), 0),
      ].sort(),
    )
    expect(fingerprintsOf(line)).toHaveLength(3)
  })
})

describe('inBatches', () => {
  it('cuts a list into consecutive batches', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(inBatches([], 2)).toEqual([])
  })
})
