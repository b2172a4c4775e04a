import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'

import { amountInWords } from '@/lib/payments/documents/amount-in-words'
import { documentPdf } from '@/lib/payments/documents/document-pdf'
import type { DocumentKind, IssuedDocument } from '@/lib/payments/documents/issued-document'

const OUTPUT_DIR = path.resolve('test-results/documents')

const base: Omit<IssuedDocument, 'kind' | 'number' | 'payment' | 'dueOn' | 'bank' | 'relatesTo'> = {
  issuedOn: '2027-02-14',
  issuer: {
    legalName: 'Malaysia Leadership Academy Sdn. Bhd.',
    registrationNo: '202301012345 (1501234-A)',
    sstRegistrationNo: 'W10-2301-32000123',
    address: 'Level 8, Menara Contoh, Jalan Contoh 1, 46200 Petaling Jaya, Selangor',
    email: 'finance@academy.my',
    phone: '+60 3-7890 1234',
  },
  sstRatePercent: 8,
  party: {
    organization: 'Kementerian Contoh Malaysia',
    address: 'Aras 5, Blok C, Kompleks Kerajaan, 62502 Putrajaya',
    contactName: 'Siti Nur’ain binti Ahmad',
    contactEmail: 'siti.nurain@contoh.gov.my',
  },
  reference: 'ASL-2027-0042',
  workshop: {
    title: 'Advanced Strategic Leadership: Certified Program',
    dates: { en: '10–11 Mar 2027', ms: '10–11 Mac 2027' },
    venue: 'Hotel Contoh, Kuala Lumpur',
  },
  participants: ['Nguyễn Thị Ánh', 'Muthu Kumarasamy a/l Raju', 'Zoë Tan'],
  breakdown: [
    {
      description: 'Certified Program, 3 participants',
      quantity: 3,
      unitSen: 262_500,
      totalSen: 787_500,
    },
  ],
  totalSen: 787_500,
  sstSen: 58_333,
  amountSen: 787_500,
  amountInWords: amountInWords(787_500),
  paidBeforeSen: 0,
  balanceDueSen: 0,
}

const bankTransfer = {
  method: { en: 'Bank transfer', ms: 'Pindahan bank' },
  bankReference: 'ASL-2027-0042 KEMENTERIAN CONTOH',
  paidOn: '2027-02-12',
}

const SAMPLES: Record<DocumentKind, IssuedDocument> = {
  receipt: {
    ...base,
    kind: 'receipt',
    number: 'OR-000042',
    payment: bankTransfer,
    dueOn: null,
    bank: null,
    relatesTo: [],
  },
  'refund-note': {
    ...base,
    kind: 'refund-note',
    number: 'RN-000003',
    paidBeforeSen: 787_500,
    balanceDueSen: 0,
    payment: { ...bankTransfer, bankReference: 'IBG REFUND ASL-2027-0042', paidOn: '2027-02-20' },
    dueOn: null,
    bank: null,
    relatesTo: ['OR-000042'],
  },
  invoice: {
    ...base,
    kind: 'invoice',
    number: 'INV-000010',
    balanceDueSen: 787_500,
    payment: null,
    dueOn: '2027-03-01',
    bank: {
      bankName: 'Malayan Banking Berhad (Maybank)',
      accountName: 'Malaysia Leadership Academy Sdn. Bhd.',
      accountNumber: '5140 1234 5678',
    },
    relatesTo: ['INV-000009'],
  },
}

const textOf = async (pdf: Buffer) => {
  const { text, total } = await new PDFParse({ data: new Uint8Array(pdf) }).getText()
  return { text, pages: total }
}

/** A picture of page 1 to look at; skipped where poppler's pdftoppm is not installed. */
const writePreview = (kind: string, pdf: Buffer) => {
  mkdirSync(OUTPUT_DIR, { recursive: true })
  const file = path.join(OUTPUT_DIR, `${kind}.pdf`)
  writeFileSync(file, pdf)
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, file.replace(/\.pdf$/, '')])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

describe('documentPdf', () => {
  it.each(Object.entries(SAMPLES))(
    'prints a %s with its number, amount in figures and words, and the academy’s registrations',
    async (kind, doc) => {
      const pdf = await documentPdf(doc)
      writePreview(kind, pdf)
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      const { text, pages } = await textOf(pdf)
      expect(pages).toBe(1)
      for (const expected of [
        doc.number,
        'RM 7,875.00',
        'Ringgit Malaysia Seven Thousand Eight Hundred Seventy-Five Only',
        'Ringgit Malaysia Tujuh Ribu Lapan Ratus Tujuh Puluh Lima Sahaja',
        '202301012345 (1501234-A)',
        'W10-2301-32000123',
        'ASL-2027-0042',
        '14 Feb 2027',
        '583.33',
        'Nguyễn Thị Ánh',
        'Zoë Tan',
      ]) {
        expect(text).toContain(expected)
      }
    },
  )

  it('names the kind of document, the payment and the balance on each', async () => {
    const receipt = (await textOf(await documentPdf(SAMPLES.receipt))).text
    expect(receipt).toContain('OFFICIAL RECEIPT / RESIT RASMI')
    expect(receipt).toContain('Bank transfer / Pindahan bank')
    expect(receipt).toContain('Nil / Tiada')

    const refund = (await textOf(await documentPdf(SAMPLES['refund-note']))).text
    expect(refund).toContain('REFUND NOTE / NOTA BAYARAN BALIK')
    expect(refund).toContain('OR-000042')

    const invoice = (await textOf(await documentPdf(SAMPLES.invoice))).text
    expect(invoice).toContain('INVOICE / INVOIS')
    expect(invoice).toContain('1 Mar 2027')
    expect(invoice).toContain('5140 1234 5678')
    expect(invoice).toContain('INV-000009')
  })

  it('gives the same bytes for the same document', async () => {
    for (const doc of Object.values(SAMPLES)) {
      expect((await documentPdf(doc)).equals(await documentPdf(doc))).toBe(true)
    }
  })

  it('keeps ten participants and long particulars on one page', async () => {
    const names = Array.from(
      { length: 10 },
      (_, i) => `Muthu Kumarasamy a/l Raju Ramasamy Pillai ${i + 1}`,
    )
    const doc: IssuedDocument = {
      ...SAMPLES.invoice,
      participants: names,
      party: { ...base.party, address: `${base.party.address}\n${base.party.address}` },
      breakdown: [
        {
          description: 'Certified Program, 10 participants',
          quantity: 10,
          unitSen: 187_500,
          totalSen: 1_875_000,
        },
        {
          description: 'Early-bird discount 10% (registered by 15 Jan 2027)',
          quantity: 1,
          unitSen: -187_500,
          totalSen: -187_500,
        },
      ],
      totalSen: 1_687_500,
      sstSen: 125_000,
      amountSen: 1_687_500,
      amountInWords: amountInWords(1_687_500),
    }
    const pdf = await documentPdf(doc)
    writePreview('invoice-ten-participants', pdf)
    const { text, pages } = await textOf(pdf)
    expect(pages).toBe(1)
    expect(text).toContain('10. Muthu Kumarasamy')
  })

  it('refuses a day of issue that is not a calendar date', async () => {
    await expect(documentPdf({ ...SAMPLES.receipt, issuedOn: '2027-02-30' })).rejects.toThrow(
      RangeError,
    )
  })
})
