import { describe, expect, it } from 'vitest'

import {
  CERTIFICATE_CODE_PATTERN,
  formatCertificateNumber,
  newCertificateCode,
  parseCertificateCode,
} from '@/lib/certificates/certificate-code'

describe('newCertificateCode', () => {
  it('writes 80 random bits as four groups of Crockford base32', () => {
    const code = newCertificateCode()
    expect(code).toMatch(CERTIFICATE_CODE_PATTERN)
    expect(code).not.toMatch(/[ILOU]/)
    expect(code.replace(/-/g, '')).toHaveLength(16)
  })

  it('uses every bit of the random bytes', () => {
    expect(newCertificateCode((length) => new Uint8Array(length))).toBe('0000-0000-0000-0000')
    expect(newCertificateCode((length) => new Uint8Array(length).fill(255))).toBe(
      'ZZZZ-ZZZZ-ZZZZ-ZZZZ',
    )
    // 0x00 0x44 0x32 0x14 0xC7 … : 00000 00001 00010 00011 00100 00101 00110 00111 …
    const counting = Uint8Array.from([0x00, 0x44, 0x32, 0x14, 0xc7, 0x42, 0x54, 0xb6, 0x35, 0xcf])
    expect(newCertificateCode(() => counting)).toBe('0123-4567-89AB-CDEF')
  })

  it('does not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()))
    expect(codes.size).toBe(2000)
  })
})

describe('parseCertificateCode', () => {
  it('reads what a person types: any case, spaces or no dashes, O for 0, I and L for 1', () => {
    expect(parseCertificateCode('K7QF-3M9X-8RTD-W2HN')).toBe('K7QF-3M9X-8RTD-W2HN')
    expect(parseCertificateCode(' k7qf 3m9x 8rtd w2hn ')).toBe('K7QF-3M9X-8RTD-W2HN')
    expect(parseCertificateCode('k7qf3m9x8rtdw2hn')).toBe('K7QF-3M9X-8RTD-W2HN')
    expect(parseCertificateCode('OOIL-0011-AAAA-BBBB')).toBe('0011-0011-AAAA-BBBB')
  })

  it('reads a pasted verification address', () => {
    expect(parseCertificateCode('https://academy.my/verify/K7QF-3M9X-8RTD-W2HN')).toBe(
      'K7QF-3M9X-8RTD-W2HN',
    )
    expect(parseCertificateCode('https://academy.my/verify/k7qf-3m9x-8rtd-w2hn.json')).toBe(
      'K7QF-3M9X-8RTD-W2HN',
    )
    expect(parseCertificateCode('https://academy.my/verify/K7QF-3M9X-8RTD-W2HN/')).toBe(
      'K7QF-3M9X-8RTD-W2HN',
    )
  })

  it('refuses what cannot be a code', () => {
    for (const input of [
      '',
      'K7QF-3M9X-8RTD',
      'K7QF-3M9X-8RTD-W2HNX',
      'K7QF-3M9X-8RTD-W2HU',
      '../etc/passwd',
    ]) {
      expect(parseCertificateCode(input)).toBeNull()
    }
  })
})

describe('formatCertificateNumber', () => {
  it('writes the year and a six-digit sequence', () => {
    expect(formatCertificateNumber(2027, 123)).toBe('CERT-2027-000123')
    expect(formatCertificateNumber(2027, 1_234_567)).toBe('CERT-2027-1234567')
  })

  it('refuses a sequence below 1 or a year that is not four digits', () => {
    expect(() => formatCertificateNumber(2027, 0)).toThrow(RangeError)
    expect(() => formatCertificateNumber(2027, 1.5)).toThrow(RangeError)
    expect(() => formatCertificateNumber(27, 1)).toThrow(RangeError)
  })
})
