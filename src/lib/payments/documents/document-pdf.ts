import PDFDocument from 'pdfkit'

import { startOfMalaysianDay } from '../../malaysia-calendar-date'
import { loadPdfFonts } from '../../pdf/pdf-fonts'
import { formatSen } from '../sen'
import type { DocumentKind, IssuedDocument } from './issued-document'

// The same document always gives the same bytes: its dates come from the day of issue and
// pdfkit derives the file ID from them, so a reprint matches the copy first sent.

const NAVY = '#0f2547'
const GREY = '#4a5568'
const INK = '#1a202c'
const RULE = '#cbd5e0'
const SHADE = '#edf2f7'

const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = 48
const WIDTH = PAGE_WIDTH - 2 * MARGIN
const RIGHT = PAGE_WIDTH - MARGIN
const COLUMN = MARGIN + 268

const KIND_TEXT: Record<
  DocumentKind,
  { title: string; pdfTitle: string; number: string; party: string; amount: string }
> = {
  receipt: {
    title: 'OFFICIAL RECEIPT / RESIT RASMI',
    pdfTitle: 'Official receipt',
    number: 'Receipt no. / No. resit',
    party: 'Received from / Diterima daripada',
    amount: 'Amount received / Jumlah diterima',
  },
  'refund-note': {
    title: 'REFUND NOTE / NOTA BAYARAN BALIK',
    pdfTitle: 'Refund note',
    number: 'Refund note no. / No. nota bayaran balik',
    party: 'Refunded to / Dibayar balik kepada',
    amount: 'Amount refunded / Jumlah dibayar balik',
  },
  invoice: {
    title: 'INVOICE / INVOIS',
    pdfTitle: 'Invoice',
    number: 'Invoice no. / No. invois',
    party: 'Bill to / Dibilkan kepada',
    amount: 'Amount due / Jumlah perlu dibayar',
  },
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const dayInWords = (day: string): string => {
  if (!startOfMalaysianDay(day)) throw new RangeError(`Not a calendar date: ${day}`)
  const [year, month, date] = day.split('-').map(Number)
  return `${date} ${MONTHS[month - 1]} ${year}`
}

const figures = (sen: number) => formatSen(sen).replace('RM ', '')

// Noto's glyph composition (ccmp) splits "ị" into "i" and a dot below, so copying or searching a
// name in the PDF fails; text is composed before it is written instead (see put). The types know
// only pdfkit's array form of features, which cannot disable one.
const FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[]

type Style = { bold?: boolean; size?: number; color?: string; align?: 'left' | 'right' | 'center' }

// Names typed on some keyboards arrive decomposed (e + combining marks); composed, each letter is
// one glyph.
const put = (
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  { bold = false, size = 9, color = INK, align = 'left' }: Style = {},
): number => {
  pdf
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color)
  pdf.text(text.normalize('NFC'), x, y, { width, align, lineGap: 0.5, features: FEATURES })
  return pdf.y - y
}

const rule = (pdf: PDFKit.PDFDocument, y: number, color = RULE, width = 0.6) => {
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke()
}

const facts = (
  pdf: PDFKit.PDFDocument,
  rows: Array<[string, string]>,
  x: number,
  y: number,
  labelWidth: number,
  valueWidth: number,
): number => {
  for (const [label, value] of rows) {
    const labelHeight = put(pdf, label, x, y + 0.8, labelWidth, { size: 7.5, color: GREY })
    const valueHeight = put(pdf, value, x + labelWidth + 6, y, valueWidth, { bold: true })
    y += Math.max(labelHeight, valueHeight) + 3
  }
  return y
}

const sectionHeading = (pdf: PDFKit.PDFDocument, text: string, y: number): number => {
  put(pdf, text, MARGIN, y, WIDTH, { bold: true, size: 8.5, color: NAVY })
  rule(pdf, y + 13)
  return y + 18
}

const header = (pdf: PDFKit.PDFDocument, doc: IssuedDocument, y: number): number => {
  const { issuer } = doc
  y += put(pdf, issuer.legalName, MARGIN, y, WIDTH, { bold: true, size: 14, color: NAVY })
  const lines = [
    `Company No. / No. Syarikat: ${issuer.registrationNo}`,
    issuer.sstRegistrationNo && `SST Reg. No. / No. Pendaftaran SST: ${issuer.sstRegistrationNo}`,
    issuer.address,
    [issuer.email, issuer.phone].filter(Boolean).join(' · '),
  ]
  for (const line of lines.filter(Boolean)) {
    y += put(pdf, line, MARGIN, y, WIDTH, { size: 8, color: GREY })
  }
  y += 8
  rule(pdf, y, NAVY, 1.2)
  y += 9
  const text = KIND_TEXT[doc.kind]
  put(pdf, doc.number, MARGIN, y + 3, WIDTH, { bold: true, size: 11, color: NAVY, align: 'right' })
  return (
    y + put(pdf, text.title, MARGIN, y, WIDTH - 110, { bold: true, size: 15, color: NAVY }) + 10
  )
}

const partyAndFacts = (pdf: PDFKit.PDFDocument, doc: IssuedDocument, y: number): number => {
  const { party } = doc
  const partyWidth = COLUMN - MARGIN - 24
  let left =
    y + put(pdf, KIND_TEXT[doc.kind].party, MARGIN, y, partyWidth, { size: 7.5, color: GREY })
  left += put(pdf, party.organization, MARGIN, left + 1, partyWidth, { bold: true, size: 10 }) + 1
  for (const line of [
    party.address,
    party.contactName && `Attn: ${party.contactName}`,
    party.contactEmail,
  ]) {
    if (line) left += put(pdf, line, MARGIN, left, partyWidth)
  }

  const rows: Array<[string, string]> = [
    [KIND_TEXT[doc.kind].number, doc.number],
    ['Date / Tarikh', dayInWords(doc.issuedOn)],
    ['Registration reference / Rujukan pendaftaran', doc.reference],
  ]
  if (doc.kind === 'invoice' && doc.dueOn) {
    rows.push(['Due date / Tarikh akhir bayaran', dayInWords(doc.dueOn)])
  }
  if (doc.relatesTo.length > 0 && doc.kind !== 'receipt') {
    const label =
      doc.kind === 'invoice' ? 'Replaces / Menggantikan' : 'Refund against / Bayaran balik bagi'
    rows.push([label, doc.relatesTo.join(', ')])
  }
  const right = facts(pdf, rows, COLUMN, y, 118, RIGHT - COLUMN - 124)
  return Math.max(left, right) + 12
}

const workshop = (pdf: PDFKit.PDFDocument, doc: IssuedDocument, y: number): number => {
  const { title, dates, venue } = doc.workshop
  y = sectionHeading(pdf, 'Workshop / Bengkel', y)
  y += put(pdf, title, MARGIN, y, WIDTH, { bold: true, size: 10 })
  const when = dates.ms && dates.ms !== dates.en ? `${dates.en} / ${dates.ms}` : dates.en
  y += put(pdf, [when, venue].filter(Boolean).join(' · '), MARGIN, y, WIDTH)
  y += 5
  const count = doc.participants.length
  y +=
    put(pdf, `Participants / Peserta (${count})`, MARGIN, y, WIDTH, { size: 7.5, color: GREY }) + 1
  // Past five names the list takes two columns, so that ten still leave room for the rest.
  const perColumn = count > 5 ? Math.ceil(count / 2) : count
  const columns = [doc.participants.slice(0, perColumn), doc.participants.slice(perColumn)]
  let bottom = y
  columns.forEach((names, column) => {
    let rowY = y
    const x = column === 0 ? MARGIN : COLUMN
    names.forEach((name, index) => {
      put(pdf, `${column * perColumn + index + 1}.`, x, rowY, 16, { align: 'right' })
      rowY += put(pdf, name, x + 20, rowY, COLUMN - MARGIN - 44)
    })
    bottom = Math.max(bottom, rowY)
  })
  return bottom + 12
}

const TABLE = [
  { x: MARGIN, width: 236, align: 'left' as const, en: 'Description', ms: 'Keterangan' },
  { x: MARGIN + 242, width: 60, align: 'right' as const, en: 'Qty', ms: 'Kuantiti' },
  {
    x: MARGIN + 308,
    width: 90,
    align: 'right' as const,
    en: 'Unit price (RM)',
    ms: 'Harga seunit (RM)',
  },
  { x: RIGHT - 95, width: 91, align: 'right' as const, en: 'Amount (RM)', ms: 'Jumlah (RM)' },
]

const breakdown = (pdf: PDFKit.PDFDocument, doc: IssuedDocument, y: number): number => {
  pdf.rect(MARGIN, y, WIDTH, 26).fill(SHADE)
  for (const column of TABLE) {
    const x = column.x + (column.align === 'left' ? 6 : 0)
    put(pdf, `${column.en} /`, x, y + 3, column.width, {
      bold: true,
      size: 7.5,
      color: NAVY,
      align: column.align,
    })
    put(pdf, column.ms, x, y + 13, column.width, { size: 7.5, color: GREY, align: column.align })
  }
  y += 31
  for (const line of doc.breakdown) {
    const cells = [
      line.description,
      String(line.quantity),
      figures(line.unitSen),
      figures(line.totalSen),
    ]
    const heights = TABLE.map((column, index) =>
      put(pdf, cells[index], column.x + (column.align === 'left' ? 6 : 0), y, column.width, {
        align: column.align,
      }),
    )
    y += Math.max(...heights) + 4
    rule(pdf, y - 2)
  }
  y += 3
  const rate = doc.sstRatePercent
  // An academy not registered for SST charges none: its total is not "incl. SST 0%".
  const taxed = doc.sstSen > 0 || doc.issuer.sstRegistrationNo !== ''
  const totals: Array<[string, string, boolean]> = taxed
    ? [
        [
          `Total (incl. SST ${rate}%) / Jumlah (termasuk SST ${rate}%)`,
          figures(doc.totalSen),
          true,
        ],
        [`of which SST ${rate}% / termasuk SST`, figures(doc.sstSen), false],
      ]
    : [['Total / Jumlah', figures(doc.totalSen), true]]
  const amountColumn = TABLE[3]
  for (const [label, value, bold] of totals) {
    const labelWidth = amountColumn.x - MARGIN - 12
    put(pdf, label, MARGIN, y, labelWidth, {
      bold,
      size: bold ? 9 : 8,
      color: bold ? INK : GREY,
      align: 'right',
    })
    y +=
      put(pdf, value, amountColumn.x, y, amountColumn.width, {
        bold,
        size: bold ? 9 : 8,
        align: 'right',
      }) + 2
  }
  return y + 12
}

const amountBox = (pdf: PDFKit.PDFDocument, doc: IssuedDocument, y: number): number => {
  const inner = WIDTH - 24
  const lines: Array<[string, Style]> = [
    [KIND_TEXT[doc.kind].amount, { size: 7.5, color: GREY }],
    [formatSen(doc.amountSen), { bold: true, size: 16, color: NAVY }],
    [doc.amountInWords.en, { size: 9 }],
    [doc.amountInWords.ms, { size: 9, color: GREY }],
  ]
  const measure = ([text, style]: [string, Style]) =>
    pdf
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? 9)
      .heightOfString(text.normalize('NFC'), { width: inner, lineGap: 0.5, features: FEATURES })
  const height = lines.reduce((sum, line) => sum + measure(line), 0) + 20
  pdf.lineWidth(0.8).rect(MARGIN, y, WIDTH, height).fillAndStroke(SHADE, NAVY)
  let lineY = y + 10
  for (const [text, style] of lines) lineY += put(pdf, text, MARGIN + 12, lineY, inner, style)
  return y + height + 14
}

// Narrower than COLUMN: a method and a bank reference need room.
const BALANCES = MARGIN + 316

const payment = (pdf: PDFKit.PDFDocument, doc: IssuedDocument, y: number): number => {
  y = sectionHeading(pdf, 'Payment / Pembayaran', y)
  const moved = doc.payment
  const dateLabel =
    doc.kind === 'refund-note'
      ? 'Date refunded / Tarikh bayaran balik'
      : 'Date paid / Tarikh bayaran'
  const left = moved
    ? facts(
        pdf,
        [
          ['Payment method / Kaedah bayaran', `${moved.method.en} / ${moved.method.ms}`],
          ['Bank reference / Rujukan bank', moved.bankReference || '-'],
          [dateLabel, dayInWords(moved.paidOn)],
        ],
        MARGIN,
        y,
        104,
        BALANCES - MARGIN - 126,
      )
    : y
  const right = facts(
    pdf,
    [
      ['Paid before / Dibayar sebelum ini', formatSen(doc.paidBeforeSen)],
      [
        'Balance due / Baki perlu dibayar',
        doc.balanceDueSen === 0 ? 'Nil / Tiada' : formatSen(doc.balanceDueSen),
      ],
    ],
    BALANCES,
    y,
    104,
    RIGHT - BALANCES - 110,
  )
  return Math.max(left, right) + 12
}

const bankDetails = (pdf: PDFKit.PDFDocument, doc: IssuedDocument, y: number): number => {
  if (!doc.bank) return y
  y = sectionHeading(pdf, 'Payment by bank transfer / Bayaran melalui pindahan bank', y)
  y = facts(
    pdf,
    [
      ['Bank / Bank', doc.bank.bankName],
      ['Account name / Nama akaun', doc.bank.accountName],
      ['Account number / No. akaun', doc.bank.accountNumber],
    ],
    MARGIN,
    y,
    110,
    WIDTH - 116,
  )
  y += 4
  y += put(
    pdf,
    `Quote ${doc.reference} in the transfer's recipient reference / Nyatakan ${doc.reference} sebagai rujukan penerima`,
    MARGIN,
    y,
    WIDTH,
    { bold: true, color: NAVY },
  )
  return y + 12
}

const footer = (pdf: PDFKit.PDFDocument) => {
  const text =
    'This document is computer-generated and needs no signature. / Dokumen ini dijana oleh komputer dan tidak memerlukan tandatangan.'
  const y = PAGE_HEIGHT - 44
  rule(pdf, y - 6)
  put(pdf, text, MARGIN, y, WIDTH, { size: 7, color: GREY, align: 'center' })
}

export const documentPdf = async (doc: IssuedDocument): Promise<Buffer> => {
  const { regular, bold } = await loadPdfFonts()
  const issued = startOfMalaysianDay(doc.issuedOn)
  if (!issued) throw new RangeError(`Not a calendar date: ${doc.issuedOn}`)
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 0,
      displayTitle: true,
      info: {
        Title: `${KIND_TEXT[doc.kind].pdfTitle} ${doc.number}`,
        Author: doc.issuer.legalName,
        CreationDate: issued,
        ModDate: issued,
      },
    })
    const chunks: Buffer[] = []
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
    pdf.registerFont('regular', regular)
    pdf.registerFont('bold', bold)

    let y = header(pdf, doc, 42)
    y = partyAndFacts(pdf, doc, y)
    y = workshop(pdf, doc, y)
    y = breakdown(pdf, doc, y)
    y = amountBox(pdf, doc, y)
    if (doc.kind === 'invoice') bankDetails(pdf, doc, y)
    else payment(pdf, doc, y)
    footer(pdf)
    pdf.end()
  })
}
