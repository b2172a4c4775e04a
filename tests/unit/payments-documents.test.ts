import { describe, expect, it } from 'vitest'

import { buildDocument, sstIncludedSen } from '@/lib/payments/documents/build-document'
import { formatDocumentNumber } from '@/lib/payments/documents/document-number'
import { invoiceDueOn } from '@/lib/payments/documents/invoice-due-date'
import { formatSen } from '@/lib/payments/sen'

describe('document numbers', () => {
  it('count from 1 in a sequence per kind, and refuse anything but a whole number from 1', () => {
    expect(formatDocumentNumber('receipt', 1)).toBe('OR-000001')
    expect(formatDocumentNumber('refund-note', 42)).toBe('RN-000042')
    expect(formatDocumentNumber('invoice', 1234567)).toBe('INV-1234567')
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => formatDocumentNumber('receipt', bad)).toThrow()
    }
  })
})

describe('money as documents print it', () => {
  it('always with sen and thousands separators', () => {
    expect(formatSen(787_500)).toBe('RM 7,875.00')
    expect(formatSen(1)).toBe('RM 0.01')
    expect(formatSen(999_999_999)).toBe('RM 9,999,999.99')
    expect(formatSen(-1_050)).toBe('-RM 10.50')
    expect(() => formatSen(1.5)).toThrow()
  })

  it('the SST a price includes, at the rate in force, to the sen', () => {
    expect(sstIncludedSen(375_000, 8)).toBe(27_778)
    expect(sstIncludedSen(787_500, 8)).toBe(58_333)
    expect(sstIncludedSen(787_500, 6)).toBe(44_575)
    expect(sstIncludedSen(0, 8)).toBe(0)
  })
})

describe('an invoice’s due date', () => {
  it('is 14 days on, or the day before the workshop when sooner, never before issue', () => {
    expect(invoiceDueOn('2027-03-01', '2027-06-01')).toBe('2027-03-15')
    expect(invoiceDueOn('2027-03-01', '2027-03-08')).toBe('2027-03-07')
    expect(invoiceDueOn('2027-03-01', '2027-03-01')).toBe('2027-03-01')
    expect(invoiceDueOn('2027-12-25', null)).toBe('2028-01-08')
  })
})

describe('what a receipt shows', () => {
  it('the breakdown, the SST, the amount in words and the balance still due', () => {
    const doc = buildDocument({
      kind: 'receipt',
      number: 'OR-000002',
      issuedOn: '2027-03-02',
      issuer: {
        legalName: 'Malaysia Leadership Academy Sdn. Bhd.',
        registrationNo: '202201012345 (1451234-X)',
        sstRegistrationNo: 'W10-2201-32000123',
        address: 'Petaling Jaya',
        email: 'support@academy.my',
        phone: '+60 3-7890 1234',
      },
      sstRatePercent: 8,
      registration: {
        reference: 'ASL-2027-0042',
        party: {
          organization: 'Kementerian Contoh',
          address: 'Putrajaya',
          contactName: 'Aminah',
          contactEmail: 'aminah@contoh.gov.my',
        },
        participants: ['Ali', 'Siti', 'Kumar'],
        ratePerPersonSen: 262_500,
        totalSen: 787_500,
        earlyBirdApplied: false,
        workshop: {
          title: 'Certified Program',
          startsAt: '2027-10-28T00:30:00.000Z',
          endsAt: '2027-10-29T09:00:00.000Z',
          venue: 'Kuala Lumpur',
        },
      },
      amountSen: 300_000,
      paidBeforeSen: 0,
      paidAfterSen: 300_000,
      payment: { method: 'bank-transfer', bankReference: 'IBG 123', paidOn: '2027-03-01' },
    })
    expect(doc.breakdown).toEqual([
      {
        description: 'Workshop fee per participant / Yuran bengkel setiap peserta',
        quantity: 3,
        unitSen: 262_500,
        totalSen: 787_500,
      },
    ])
    expect(doc.sstSen).toBe(58_333)
    expect(doc.balanceDueSen).toBe(487_500)
    expect(doc.workshop.dates).toEqual({ en: '28–29 Oct 2027', ms: '28–29 Okt 2027' })
    expect(doc.payment).toEqual({
      method: { en: 'Bank transfer', ms: 'Pindahan bank' },
      bankReference: 'IBG 123',
      paidOn: '2027-03-01',
    })
    expect(doc.amountInWords.ms).toBe('Ringgit Malaysia Tiga Ribu Sahaja')
  })
})
