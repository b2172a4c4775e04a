import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  cellValue,
  DATE_NUMBER_FORMAT,
  looksLikeFormula,
  numberFormatFor,
  RINGGIT_NUMBER_FORMAT,
  TEXT_NUMBER_FORMAT,
} from '@/lib/export/spreadsheet-cells'

describe('looksLikeFormula', () => {
  it.each(['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    '%j would be read as a formula',
    (text) => expect(looksLikeFormula(text)).toBe(true),
  )

  it.each(['Aminah Yusof', '012-345 6789', 'a=b', ' =1', ''])('%j is plain text', (text) =>
    expect(looksLikeFormula(text)).toBe(false),
  )
})

describe('cellValue', () => {
  const originalTz = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'America/New_York'
  })
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ
    else process.env.TZ = originalTz
  })

  it('keeps text exactly as written, formulas included, and only ever as a string', () => {
    const name = '=HYPERLINK("http://evil.example","Click me")'
    expect(cellValue('text', name)).toBe(name)
    expect(cellValue('text', 12345)).toBe('12345')
  })

  it('leaves blanks empty', () => {
    for (const kind of ['text', 'money', 'count', 'yesNo'] as const) {
      expect(cellValue(kind, null)).toBeNull()
      expect(cellValue(kind, undefined)).toBeNull()
      expect(cellValue(kind, '  ')).toBeNull()
    }
  })

  it('writes dates as dates showing the Malaysian clock, and N/A when missing', () => {
    // A spreadsheet shows a date's stored wall-clock time wherever it is opened.
    expect(cellValue('date', '2025-10-14T07:05:00.000Z')).toEqual(
      new Date('2025-10-14T15:05:00.000Z'),
    )
    // 16:30 UTC is already the next day in Kuala Lumpur.
    expect(cellValue('date', new Date('2025-10-14T16:30:00Z'))).toEqual(
      new Date('2025-10-15T00:30:00.000Z'),
    )
    expect(cellValue('date', null)).toBe('N/A')
    expect(cellValue('date', 'not a date')).toBe('N/A')
  })

  it('keeps amounts and counts as numbers', () => {
    expect(cellValue('money', 3750)).toBe(3750)
    expect(cellValue('money', 2362.5)).toBe(2362.5)
    expect(cellValue('count', '3')).toBe(3)
    expect(cellValue('money', Number.NaN)).toBeNull()
  })

  it('writes yes/no for flags', () => {
    expect(cellValue('yesNo', true)).toBe('Yes')
    expect(cellValue('yesNo', false)).toBe('No')
  })
})

describe('numberFormatFor', () => {
  it('formats money as RM, dates as the dashboard writes them and text as Text', () => {
    expect(numberFormatFor('money')).toBe(RINGGIT_NUMBER_FORMAT)
    expect(RINGGIT_NUMBER_FORMAT).toBe('"RM" #,##0.00')
    expect(numberFormatFor('date')).toBe(DATE_NUMBER_FORMAT)
    expect(DATE_NUMBER_FORMAT).toBe('mmm dd, yyyy "at" h:mm AM/PM')
    expect(numberFormatFor('text')).toBe(TEXT_NUMBER_FORMAT)
    expect(numberFormatFor('count')).toBeUndefined()
  })
})
