import { describe, expect, it } from 'vitest'

import { nameWords, payerNameMatches } from '@/lib/payments/matching/payer-name'

describe('nameWords', () => {
  it('brings the spellings of Muhammad to one form', () => {
    for (const spelling of ['MOHD', 'Muhd', 'MUHAMMAD', 'Mohamad', 'MOHAMMAD', 'Mohamed', 'MD']) {
      expect(nameWords(`${spelling} Hafiz`), spelling).toEqual(['MUHAMMAD', 'HAFIZ'])
    }
  })

  it('drops bin and binti however written, and A/L, A/P, S/O, D/O', () => {
    for (const name of [
      'Hafiz bin Ismail',
      'HAFIZ BINTI ISMAIL',
      'Hafiz B. Ismail',
      'HAFIZ BT. ISMAIL',
      'Hafiz bte Ismail',
      'Hafiz a/l Ismail',
      'HAFIZ A/P ISMAIL',
      'Hafiz A. L. Ismail',
      'Hafiz s/o Ismail',
      'Hafiz D/O Ismail',
    ]) {
      expect(nameWords(name), name).toEqual(['HAFIZ', 'ISMAIL'])
    }
  })

  it('drops company suffixes, punctuation and case', () => {
    for (const name of [
      'Acme Trading Sdn Bhd',
      'ACME TRADING SDN. BHD.',
      'Acme Trading Sendirian Berhad',
      'acme trading bhd',
      'Acme Trading PLT',
      'Acme Trading Enterprise',
      'Acme, Trading.',
    ]) {
      expect(nameWords(name), name).toEqual(['ACME', 'TRADING'])
    }
  })

  it('keeps a name written with an apostrophe as one word', () => {
    expect(nameWords("Nur'Ain Zulkifli")).toEqual(nameWords('NURAIN ZULKIFLI'))
  })
})

describe('payerNameMatches with Malay name forms', () => {
  it('matches the bank’s abbreviation of the registered name', () => {
    expect(payerNameMatches('Muhammad Hafiz bin Ismail', 'MOHD HAFIZ BIN ISMAIL')).toBe(true)
    expect(payerNameMatches('Mohd Hafiz Ismail', 'MUHAMMAD HAFIZ B ISMAIL')).toBe(true)
    expect(payerNameMatches('Mohamad Rizal', 'MOHAMMAD RIZAL BIN HASHIM')).toBe(true)
  })

  it('still tells two people sharing Muhammad apart', () => {
    expect(payerNameMatches('Muhammad Ali bin Ahmad', 'MOHD HAFIZ BIN AHMAD')).toBe(false)
  })

  it('matches a company registered with its suffix spelled out', () => {
    expect(payerNameMatches('Acme Sendirian Berhad', 'ACME SDN BHD')).toBe(true)
    expect(payerNameMatches("McDonald's Sdn Bhd", 'MCDONALDS SDN BHD')).toBe(true)
  })
})
