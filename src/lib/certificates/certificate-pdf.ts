import { startOfMalaysianDay } from '../malaysia-calendar-date'
import { formatDay, formatDayRange, type DocumentLanguage } from './certificate-dates'
import { fittingSize, put, writePdf, type TextStyle } from './pdf-writer'
import { drawQrCode } from './qr-code'

export type CertificateLanguages = 'both' | DocumentLanguage

export type CertificatePdfInput = {
  languages: CertificateLanguages
  participantName: string
  programme: string
  firstDay: string
  lastDay: string
  venue: string
  certificateNumber: string
  issuedOn: string
  academyName: string
  logo?: Uint8Array | null
  signature?: Uint8Array | null
  signatory: { name: string; title: string }
  verificationUrl: string
}

const NAVY = '#0f2547'
const GOLD = '#b08d3c'
const GREY = '#4a5568'
const INK = '#1a202c'

const PAGE_WIDTH = 841.89
const PAGE_HEIGHT = 595.28
const CENTRE_WIDTH = 640
const SIDE = 70

const TEXT: Record<
  DocumentLanguage,
  {
    title: string
    certify: string
    completed: string
    held: (dates: string, venue: string) => string
    number: string
    issued: string
    verify: string
  }
> = {
  en: {
    title: 'CERTIFICATE OF COMPLETION',
    certify: 'This is to certify that',
    completed: 'has successfully completed',
    held: (dates, venue) => `held on ${dates} at ${venue}`,
    number: 'Certificate No.',
    issued: 'Date of issue',
    verify: 'Verify at',
  },
  ms: {
    title: 'SIJIL TAMAT KURSUS',
    certify: 'Dengan ini disahkan bahawa',
    completed: 'telah berjaya menamatkan',
    held: (dates, venue) => `yang diadakan pada ${dates} di ${venue}`,
    number: 'No. Sijil',
    issued: 'Tarikh dikeluarkan',
    verify: 'Sahkan di',
  },
}

const languagesOf = (choice: CertificateLanguages): DocumentLanguage[] =>
  choice === 'both' ? ['en', 'ms'] : [choice]

const label = (languages: DocumentLanguage[], key: 'number' | 'issued' | 'verify') =>
  languages.map((language) => TEXT[language][key]).join(' / ')

const centred = (
  pdf: PDFKit.PDFDocument,
  text: string,
  y: number,
  style: TextStyle,
  width = CENTRE_WIDTH,
): number => put(pdf, text, (PAGE_WIDTH - width) / 2, y, width, { align: 'center', ...style })

const frame = (pdf: PDFKit.PDFDocument) => {
  pdf
    .lineWidth(3)
    .rect(18, 18, PAGE_WIDTH - 36, PAGE_HEIGHT - 36)
    .stroke(NAVY)
  pdf
    .lineWidth(0.8)
    .rect(27, 27, PAGE_WIDTH - 54, PAGE_HEIGHT - 54)
    .stroke(GOLD)
}

const wordMark = (pdf: PDFKit.PDFDocument, academyName: string, y: number) => {
  const radius = 17
  const centreY = y + radius
  pdf
    .circle(PAGE_WIDTH / 2, centreY, radius)
    .lineWidth(1.6)
    .fillAndStroke(NAVY, GOLD)
  const initial = academyName.trim().charAt(0).toUpperCase()
  put(pdf, initial, PAGE_WIDTH / 2 - radius, centreY - 10, radius * 2, {
    bold: true,
    size: 15,
    color: GOLD,
    align: 'center',
  })
  return y + radius * 2 + 6
}

const heading = (pdf: PDFKit.PDFDocument, input: CertificatePdfInput, y: number): number => {
  if (input.logo) {
    pdf.image(Buffer.from(input.logo), (PAGE_WIDTH - 180) / 2, y, {
      fit: [180, 56],
      align: 'center',
      valign: 'center',
    })
    return y + 66
  }
  const nameY = wordMark(pdf, input.academyName, y)
  return nameY + centred(pdf, input.academyName, nameY, { bold: true, size: 13, color: NAVY }) + 14
}

const body = (pdf: PDFKit.PDFDocument, input: CertificatePdfInput, y: number): number => {
  const languages = languagesOf(input.languages)
  const [first, second] = languages
  y += centred(pdf, TEXT[first].title, y, {
    bold: true,
    size: 28,
    color: NAVY,
    characterSpacing: 2,
  })
  if (second) {
    // Wider letter spacing than this reads as separate letters to text extraction.
    y += centred(pdf, TEXT[second].title, y, { size: 13, color: GOLD, characterSpacing: 0.6 })
  }
  y += 24
  y += centred(pdf, languages.map((l) => TEXT[l].certify).join(' / '), y, {
    size: 11,
    color: GREY,
  })
  y += 12
  // A long name gets smaller rather than wrapping: a name is read as one line.
  const nameSize = fittingSize(pdf, input.participantName, CENTRE_WIDTH, 30, 18, true)
  y += centred(pdf, input.participantName, y, { bold: true, size: nameSize, color: INK })
  pdf
    .moveTo(PAGE_WIDTH / 2 - 190, y + 4)
    .lineTo(PAGE_WIDTH / 2 + 190, y + 4)
    .lineWidth(0.8)
    .stroke(GOLD)
  y += 20
  y += centred(pdf, languages.map((l) => TEXT[l].completed).join(' / '), y, {
    size: 11,
    color: GREY,
  })
  y += 10
  y += centred(pdf, input.programme, y, { bold: true, size: 18, color: NAVY })
  y += 8
  languages.forEach((language, index) => {
    const dates = formatDayRange(input.firstDay, input.lastDay, language)
    y += centred(pdf, TEXT[language].held(dates, input.venue), y, {
      size: index === 0 ? 11 : 10,
      color: index === 0 ? INK : GREY,
    })
  })
  return y
}

const signatory = (pdf: PDFKit.PDFDocument, input: CertificatePdfInput, lineY: number) => {
  const width = 200
  if (input.signature) {
    pdf.image(Buffer.from(input.signature), SIDE, lineY - 54, {
      fit: [width, 50],
      align: 'center',
      valign: 'bottom',
    })
  }
  pdf
    .moveTo(SIDE, lineY)
    .lineTo(SIDE + width, lineY)
    .lineWidth(0.6)
    .stroke(GREY)
  let y = lineY + 5
  y += put(pdf, input.signatory.name, SIDE, y, width, { bold: true, size: 10, align: 'center' })
  y += put(pdf, input.signatory.title, SIDE, y, width, { size: 9, color: GREY, align: 'center' })
  put(pdf, input.academyName, SIDE, y, width, { size: 9, color: GREY, align: 'center' })
}

const particulars = (pdf: PDFKit.PDFDocument, input: CertificatePdfInput, y: number) => {
  const languages = languagesOf(input.languages)
  const width = 250
  const x = (PAGE_WIDTH - width) / 2
  y += put(pdf, label(languages, 'number'), x, y, width, { size: 8, color: GREY, align: 'center' })
  y += put(pdf, input.certificateNumber, x, y, width, { bold: true, size: 11, align: 'center' })
  y += 6
  y += put(pdf, label(languages, 'issued'), x, y, width, { size: 8, color: GREY, align: 'center' })
  put(pdf, languages.map((l) => formatDay(input.issuedOn, l)).join(' / '), x, y, width, {
    bold: true,
    size: 10,
    align: 'center',
  })
}

const verification = (pdf: PDFKit.PDFDocument, input: CertificatePdfInput, y: number) => {
  const size = 84
  const width = 190
  const right = PAGE_WIDTH - SIDE
  drawQrCode(pdf, input.verificationUrl, right - (width + size) / 2, y, size, NAVY)
  let textY = y + size + 2
  const languages = languagesOf(input.languages)
  textY += put(pdf, label(languages, 'verify'), right - width, textY, width, {
    size: 7.5,
    color: GREY,
    align: 'center',
  })
  // On one line, so that it reads (and copies) as one address.
  const urlWidth = 240
  put(pdf, input.verificationUrl, right - (width + urlWidth) / 2, textY, urlWidth, {
    size: fittingSize(pdf, input.verificationUrl, urlWidth, 7.5, 5),
    color: NAVY,
    align: 'center',
  })
}

export const certificatePdf = (input: CertificatePdfInput): Promise<Buffer> => {
  const issued = startOfMalaysianDay(input.issuedOn)
  if (!issued) return Promise.reject(new RangeError(`Not a calendar date: ${input.issuedOn}`))
  return writePdf(
    {
      size: 'A4',
      layout: 'landscape',
      title: `Certificate ${input.certificateNumber}: ${input.participantName}`,
      author: input.academyName,
      createdAt: issued,
    },
    (pdf) => {
      frame(pdf)
      const top = heading(pdf, input, 48)
      const bodyEnd = body(pdf, input, top + 6)
      const footY = Math.max(PAGE_HEIGHT - 170, bodyEnd + 18)
      signatory(pdf, input, footY + 62)
      particulars(pdf, input, footY + 30)
      verification(pdf, input, footY)
    },
  )
}
