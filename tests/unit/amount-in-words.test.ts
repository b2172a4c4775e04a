import { describe, expect, it } from 'vitest'

import { amountInWords } from '@/lib/payments/documents/amount-in-words'

describe('amountInWords', () => {
  it.each([
    [0, 'Ringgit Malaysia Zero Only', 'Ringgit Malaysia Kosong Sahaja'],
    [1, 'Ringgit Malaysia Zero and Sen One Only', 'Ringgit Malaysia Kosong dan Sen Satu Sahaja'],
    [100, 'Ringgit Malaysia One Only', 'Ringgit Malaysia Satu Sahaja'],
    [1_100, 'Ringgit Malaysia Eleven Only', 'Ringgit Malaysia Sebelas Sahaja'],
    [1_900, 'Ringgit Malaysia Nineteen Only', 'Ringgit Malaysia Sembilan Belas Sahaja'],
    [10_000, 'Ringgit Malaysia One Hundred Only', 'Ringgit Malaysia Seratus Sahaja'],
    [
      1_000_50,
      'Ringgit Malaysia One Thousand and Sen Fifty Only',
      'Ringgit Malaysia Seribu dan Sen Lima Puluh Sahaja',
    ],
    [
      7_875_00,
      'Ringgit Malaysia Seven Thousand Eight Hundred Seventy-Five Only',
      'Ringgit Malaysia Tujuh Ribu Lapan Ratus Tujuh Puluh Lima Sahaja',
    ],
    [
      100_000_00,
      'Ringgit Malaysia One Hundred Thousand Only',
      'Ringgit Malaysia Seratus Ribu Sahaja',
    ],
    [1_000_000_00, 'Ringgit Malaysia One Million Only', 'Ringgit Malaysia Sejuta Sahaja'],
    [
      9_999_999_99,
      'Ringgit Malaysia Nine Million Nine Hundred Ninety-Nine Thousand Nine Hundred Ninety-Nine and Sen Ninety-Nine Only',
      'Ringgit Malaysia Sembilan Juta Sembilan Ratus Sembilan Puluh Sembilan Ribu Sembilan Ratus Sembilan Puluh Sembilan dan Sen Sembilan Puluh Sembilan Sahaja',
    ],
  ])('writes %i sen as a receipt does', (sen, en, ms) => {
    expect(amountInWords(sen)).toEqual({ en, ms })
  })

  it('reaches RM 999,999,999.99', () => {
    expect(amountInWords(999_999_999_99).ms).toBe(
      'Ringgit Malaysia Sembilan Ratus Sembilan Puluh Sembilan Juta Sembilan Ratus Sembilan Puluh Sembilan Ribu Sembilan Ratus Sembilan Puluh Sembilan dan Sen Sembilan Puluh Sembilan Sahaja',
    )
  })

  it('refuses anything but a whole number of sen within range', () => {
    for (const bad of [-1, 0.5, 100.01, 1_000_000_000_00, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => amountInWords(bad)).toThrow(RangeError)
    }
  })
})
