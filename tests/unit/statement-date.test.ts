import { describe, expect, it } from 'vitest'

import { guessDateFormat } from '@/lib/payments/statement/date-format-guess'
import { fieldOrder, readStatementDate } from '@/lib/payments/statement/statement-date'

describe('readStatementDate', () => {
  it.each([
    ['02/03/2026', 'dd/MM/yyyy', '2026-03-02'],
    ['2/3/2026', 'dd/MM/yyyy', '2026-03-02'],
    ['02/03/26', 'dd/MM/yyyy', '2026-03-02'],
    ['02/03/26', 'dd/MM/yy', '2026-03-02'],
    ['2/3/2026', 'd/M/yyyy', '2026-03-02'],
    ['02-03-2026', 'dd-MM-yyyy', '2026-03-02'],
    ['02.03.2026', 'dd.MM.yyyy', '2026-03-02'],
    ['02.03.2026', 'dd/MM/yyyy', '2026-03-02'],
    ['2026-03-02', 'yyyy-MM-dd', '2026-03-02'],
    ['2026-03-02T14:05:33', 'yyyy-MM-dd', '2026-03-02'],
    ['2026-03-02T14:05:33.120Z', 'yyyy-MM-dd', '2026-03-02'],
    ['02/03/2026 14:05:33', 'dd/MM/yyyy', '2026-03-02'],
    ['02/03/2026 14:05', 'dd/MM/yyyy', '2026-03-02'],
    ['02/03/2026 2:05 PM', 'dd/MM/yyyy', '2026-03-02'],
    ['02/03/2026, 2:05 p.m.', 'dd/MM/yyyy', '2026-03-02'],
    ['02/03/2026 14:05:33', 'dd/MM/yyyy HH:mm:ss', '2026-03-02'],
    ['03/02/2026', 'MM/dd/yyyy', '2026-03-02'],
    ['02 Mar 2026', 'dd MMM yyyy', '2026-03-02'],
    ['02 MAR 2026', 'dd MMM yyyy', '2026-03-02'],
    ['02 Mac 2026', 'dd MMM yyyy', '2026-03-02'],
    ['02 Mei 2026', 'dd MMM yyyy', '2026-05-02'],
    ['15 Ogo 2026', 'dd MMM yyyy', '2026-08-15'],
    ['15 Ogos 2026', 'dd MMM yyyy', '2026-08-15'],
    ['15-Aug-26', 'dd-MMM-yy', '2026-08-15'],
    ['1 Sept 2026', 'd MMM yyyy', '2026-09-01'],
    ['5 Okt 2026', 'dd MMM yyyy', '2026-10-05'],
    ['9 Dis 2026', 'dd MMM yyyy', '2026-12-09'],
    ['2 Januari 2026', 'd MMMM yyyy', '2026-01-02'],
    ['14 Februari 2026', 'd MMMM yyyy', '2026-02-14'],
    ['31 Julai 2026', 'd MMMM yyyy', '2026-07-31'],
    ['9 Disember 2026', 'd MMMM yyyy', '2026-12-09'],
    ['2 November 2026', 'd MMMM yyyy', '2026-11-02'],
    ['Mar 02, 2026', 'MMM dd, yyyy', '2026-03-02'],
    ['02 Mar 2026', 'dd/MM/yyyy', '2026-03-02'],
    ['20260302', 'yyyyMMdd', '2026-03-02'],
    ['29/02/2028', 'dd/MM/yyyy', '2028-02-29'],
  ])('reads %s in the form %s as %s', (text, format, date) => {
    expect(readStatementDate(text, format)).toEqual({ date })
  })

  it.each([
    ['31/02/2026', 'dd/MM/yyyy'],
    ['29/02/2027', 'dd/MM/yyyy'],
    ['2026-03-08', 'dd-MM-yyyy'],
    ['02/13/2026', 'dd/MM/yyyy'],
    ['02 Foo 2026', 'dd MMM yyyy'],
    ['02/03', 'dd/MM/yyyy'],
    ['02/03/2026 - 31/03/2026', 'dd/MM/yyyy'],
    ['OPENING BALANCE', 'dd/MM/yyyy'],
    ['02/03/026', 'dd/MM/yyyy'],
  ])('does not read %s in the form %s', (text, format) => {
    expect(readStatementDate(text, format)).toEqual({
      problem: `Date "${text}" is not a date in the form ${format}.`,
    })
  })

  it.each([
    ['02/03/1999', 1999],
    ['02/03/0026', 26],
    ['02/03/2100', 2100],
    ['1900-01-10', 1900],
  ])('skips %s: a year outside 2000–2099 is a misread', (text, year) => {
    const format = text.startsWith('1900') ? 'yyyy-MM-dd' : 'dd/MM/yyyy'
    expect(readStatementDate(text, format)).toEqual({
      problem: `Date "${text}" is in the year ${year}, outside 2000–2099.`,
    })
  })
})

describe('fieldOrder', () => {
  it('gives the order of day, month and year, and null for what only date-fns reads', () => {
    expect(fieldOrder('dd/MM/yyyy')).toEqual(['day', 'month', 'year'])
    expect(fieldOrder('yyyy-MM-dd HH:mm')).toEqual(['year', 'month', 'day'])
    expect(fieldOrder("MMM dd',' yyyy")).toEqual(['month', 'day', 'year'])
    expect(fieldOrder('yyyyMMdd')).toBeNull()
    expect(fieldOrder('EEE dd MMM yyyy')).toBeNull()
    expect(fieldOrder('dd/MM')).toBeNull()
  })
})

describe('guessDateFormat', () => {
  it.each([
    [['02/03/2026', '15/03/2026'], 'dd/MM/yyyy'],
    [['2/3/2026', '15/12/2026'], 'd/M/yyyy'],
    [['02/03/26', '15/03/26'], 'dd/MM/yy'],
    [['03/15/2026', '03/02/2026'], 'MM/dd/yyyy'],
    [['02-03-2026'], 'dd-MM-yyyy'],
    [['02.03.2026'], 'dd.MM.yyyy'],
    [['2026-03-02', '2026-03-15'], 'yyyy-MM-dd'],
    [['02 Mar 2026', '15 Ogo 2026'], 'dd MMM yyyy'],
    [['15-Aug-26'], 'dd-MMM-yy'],
    [['2 Januari 2026', '14 Februari 2026'], 'd MMMM yyyy'],
    [['02/03/2026 14:05:33', '03/03/2026 09:00:00'], 'dd/MM/yyyy'],
  ])('reads %j as %s', (values, format) => {
    expect(guessDateFormat(values)).toBe(format)
  })

  it('gives null for values that are not dates', () => {
    expect(guessDateFormat(['IBG CREDIT', 'DUITNOW TRANSFER 123'])).toBeNull()
    expect(guessDateFormat([])).toBeNull()
  })
})
