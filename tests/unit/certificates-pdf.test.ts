import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { certificatePdf, type CertificatePdfInput } from '@/lib/certificates/certificate-pdf'

const OUTPUT_DIR = path.resolve('test-results/documents')

/** A logo and a signature as an academy would upload them: PNG, transparent background. */
const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer()
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="112">
  <path d="M20 8 h72 v52 c0 26 -20 40 -36 48 c-16 -8 -36 -22 -36 -48 z" fill="#0f2547"/>
  <path d="M38 40 l18 30 l18 -30" stroke="#b08d3c" stroke-width="8" fill="none"/>
  <rect x="112" y="30" width="230" height="16" rx="4" fill="#0f2547"/>
  <rect x="112" y="62" width="170" height="12" rx="4" fill="#b08d3c"/>
</svg>`
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">
  <path d="M10 70 C 40 10, 60 10, 70 60 S 110 90, 130 40 S 170 20, 190 65 C 210 90, 240 30, 270 50
    S 330 70, 390 30" stroke="#1b2a6b" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`

const sample = async (
  overrides: Partial<CertificatePdfInput> = {},
): Promise<CertificatePdfInput> => ({
  languages: 'both',
  participantName: 'Nguyễn Thị Ánh',
  programme: 'Advanced Strategic Leadership: Certified Program',
  firstDay: '2027-03-10',
  lastDay: '2027-03-11',
  venue: 'Hotel Contoh, Kuala Lumpur',
  certificateNumber: 'CERT-2027-000123',
  issuedOn: '2027-03-12',
  academyName: 'Malaysia Leadership Academy Sdn. Bhd.',
  logo: await png(LOGO_SVG),
  signature: await png(SIGNATURE_SVG),
  signatory: { name: 'Dato’ Dr. Ahmad Faizal bin Hassan', title: 'Director of Programmes' },
  verificationUrl: 'https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN',
  ...overrides,
})

/** The PDF's text layer as poppler reads it, the way a search or a copy would. */
const textOf = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')

const pageCount = (pdf: Buffer): number =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())![1])

/** Saves the PDF and a picture of it in the test artefacts, for a person to look at. */
const writePreview = (name: string, pdf: Buffer) => {
  mkdirSync(OUTPUT_DIR, { recursive: true })
  const file = path.join(OUTPUT_DIR, `${name}.pdf`)
  writeFileSync(file, pdf)
  execFileSync('pdftoppm', ['-png', '-r', '50', '-singlefile', file, file.replace(/\.pdf$/, '')])
}

describe('certificatePdf', () => {
  it('prints the name, programme, dates, number and verification address in both languages', async () => {
    const pdf = await certificatePdf(await sample())
    writePreview('certificate-sample', pdf)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pageCount(pdf)).toBe(1)
    const text = textOf(pdf)
    for (const expected of [
      'Nguyễn Thị Ánh',
      'Advanced Strategic Leadership: Certified Program',
      'CERT-2027-000123',
      'https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN',
      'CERTIFICATE OF COMPLETION',
      'SIJIL TAMAT KURSUS',
      '10–11 March 2027',
      '10–11 Mac 2027',
      '12 March 2027 / 12 Mac 2027',
      'Hotel Contoh, Kuala Lumpur',
      'Dato’ Dr. Ahmad Faizal bin Hassan',
      'Director of Programmes',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('prints one language when the edition chooses one', async () => {
    const malay = await certificatePdf(await sample({ languages: 'ms', logo: null }))
    writePreview('certificate-sample-ms', malay)
    const text = textOf(malay)
    expect(text).toContain('SIJIL TAMAT KURSUS')
    expect(text).toContain('Malaysia Leadership Academy Sdn. Bhd.')
    expect(text).toContain('yang diadakan pada 10–11 Mac 2027')
    expect(text).not.toContain('CERTIFICATE OF COMPLETION')
    expect(text).not.toContain('March')

    const english = textOf(await certificatePdf(await sample({ languages: 'en', signature: null })))
    expect(english).toContain('held on 10–11 March 2027')
    expect(english).not.toContain('Mac 2027')
  })

  it('keeps a long name on one line and a long programme on one page', async () => {
    const pdf = await certificatePdf(
      await sample({
        participantName: 'Muthu Kumarasamy a/l Raju Ramasamy Pillai Subramaniam Krishnan',
        programme:
          'Advanced Strategic Leadership for Senior Public Sector Officers: Certified Program in Change Management and Governance',
        firstDay: '2027-12-30',
        lastDay: '2028-01-02',
      }),
    )
    writePreview('certificate-long-name', pdf)
    expect(pageCount(pdf)).toBe(1)
    const text = textOf(pdf)
    expect(text).toContain('Muthu Kumarasamy a/l Raju Ramasamy Pillai Subramaniam Krishnan')
    expect(text).toContain('30 December 2027 – 2 January 2028')
    expect(text).toContain('30 Disember 2027 – 2 Januari 2028')
  })

  it('draws the same certificate again from the same values', async () => {
    // Not byte for byte: pdfkit embeds pictures with transparency as their decoding finishes,
    // so their objects' order may differ. An issued certificate is kept as the bytes issued.
    const input = await sample()
    const [first, second] = [await certificatePdf(input), await certificatePdf(input)]
    expect(textOf(second)).toBe(textOf(first))
    expect(pageCount(second)).toBe(pageCount(first))
    const withoutPictures = await sample({ logo: undefined, signature: undefined })
    expect(
      (await certificatePdf(withoutPictures)).equals(await certificatePdf(withoutPictures)),
    ).toBe(true)
  })

  it('refuses a day of issue that is not a calendar date', async () => {
    await expect(certificatePdf(await sample({ issuedOn: '2027-02-30' }))).rejects.toThrow(
      RangeError,
    )
  })
})
