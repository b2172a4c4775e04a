import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'

import { receiptPdf, sstIncluded } from '@/lib/payments/receipt-pdf'
import { formatReceiptNumber } from '@/lib/payments/receipt-number'

describe('receipt numbers', () => {
  it('count from OR-000001 and refuse anything but a whole number from 1', () => {
    expect(formatReceiptNumber(1)).toBe('OR-000001')
    expect(formatReceiptNumber(1234567)).toBe('OR-1234567')
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => formatReceiptNumber(bad)).toThrow()
  })
})

describe('the SST a price includes', () => {
  it('is 8/108 of it, to the sen', () => {
    expect(sstIncluded(3750)).toBe(277.78)
    expect(sstIncluded(7875)).toBe(583.33)
    expect(sstIncluded(0)).toBe(0)
  })
})

describe('the receipt PDF', () => {
  it('says who paid what for which registration, with SST included', async () => {
    const pdf = await receiptPdf({
      number: 'OR-000007',
      issuedOn: '26 Nov 2026',
      paidOn: '24 Nov 2026',
      academy: {
        name: 'Malaysia Leadership Academy',
        address: 'Level 8, Petaling Jaya',
        email: 'support@academy.my',
        phone: '+60 3-7890 1234',
      },
      receivedFrom: {
        organization: 'Kementerian Contoh',
        address: 'Putrajaya',
        contactName: 'Aminah',
      },
      reference: 'ASL-2027-0042',
      workshop: 'CERTIFIED PROGRAM, 10–11 Mar 2027',
      participants: ['Ali bin Abu', 'Siti Nur'],
      amount: 7500,
    })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text } = await new PDFParse({ data: pdf }).getText()
    for (const expected of [
      'OFFICIAL RECEIPT',
      'OR-000007',
      'ASL-2027-0042',
      'Kementerian Contoh',
      '2. Siti Nur',
      'Amount received: RM 7,500',
      '8% SST included (RM 555.56)',
      '24 Nov 2026',
    ]) {
      expect(text).toContain(expected)
    }
  })
})
