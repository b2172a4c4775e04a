import { describe, expect, it } from 'vitest'

import { looksLikeMoney, parseAmountSen, readAmount } from '@/lib/payments/statement/amount'

describe('parseAmountSen', () => {
  it.each([
    ['7,875.00+', 787500],
    ['0.50-', -50],
    ['-1,200.00', -120000],
    ['+50.00', 5000],
    ['−30.00', -3000],
    ['1,000.00 CR', 100000],
    ['1,000.00CR', 100000],
    ['1,000.00 Cr.', 100000],
    ['DR 50.00', -5000],
    ['DR50.00', -5000],
    ['CR 50.00', 5000],
    ['250.00K', 25000],
    ['250.00 K', 25000],
    ['K 250.00', 25000],
    ['30.00D', -3000],
    ['30.00 D', -3000],
    ['D 30.00', -3000],
    ['10.00 C', 1000],
    ['100.00 KREDIT', 10000],
    ['100.00 DEBIT', -10000],
    ['(500.00)', -50000],
    ['(RM 500.00)', -50000],
    ['RM (500.00)', -50000],
    ['RM 1,500.00', 150000],
    ['RM1,500.00', 150000],
    ['MYR 250.00', 25000],
    ['250.00 MYR', 25000],
    ['RM -1,000.00', -100000],
    ['-RM 1,000.00', -100000],
    ['RM 1,000.00 CR', 100000],
    ['="1,500.00"', 150000],
    ['1234.5', 123450],
    ['.5', 50],
    ['0.29', 29],
    ['0.00', 0],
  ])('reads %s as %d sen', (text, sen) => {
    expect(parseAmountSen(text)).toBe(sen)
  })

  it.each(['', ' ', '-', '–', '—', 'CR', 'RM', '+', '()', 'abc', '1.234', '12,34', '1 000.00'])(
    'reads %j as no amount',
    (text) => {
      expect(parseAmountSen(text)).toBeNull()
    },
  )

  it('refuses an amount that says both money in and money out', () => {
    expect(parseAmountSen('-100.00 CR')).toBeNull()
    expect(parseAmountSen('(100.00) K')).toBeNull()
    expect(parseAmountSen('+100.00 DR')).toBeNull()
  })

  it('says whether the amount carried its direction', () => {
    expect(readAmount('100.00')).toEqual({ sen: 10000, marked: false })
    expect(readAmount('100.00+')).toEqual({ sen: 10000, marked: true })
    expect(readAmount('(100.00)')).toEqual({ sen: -10000, marked: true })
  })
})

describe('looksLikeMoney', () => {
  it('tells money from account and reference numbers', () => {
    expect(looksLikeMoney('1,500.00')).toBe(true)
    expect(looksLikeMoney('1,500')).toBe(true)
    expect(looksLikeMoney('250.00K')).toBe(true)
    expect(looksLikeMoney('5')).toBe(false)
    expect(looksLikeMoney('514012345678')).toBe(false)
    expect(looksLikeMoney('IBG')).toBe(false)
  })
})
