import { startOfMalaysianDay } from '../malaysia-calendar-date'
import { formatDayWithWeekday } from './certificate-dates'
import { groupByOrganisation, type SheetParticipant } from './organisation-groups'
import { measure, put, writePdf } from './pdf-writer'

// Training-grant claims (HRD Corp) ask for a signed sheet per day, so every page repeats what it
// records: a page that comes loose still says which workshop and which day.

export type AttendanceSheetInput = {
  academyName: string
  editionName: string
  day: string
  dayNumber: number
  dayCount: number
  venue: string
  participants: SheetParticipant[]
}

const NAVY = '#0f2547'
const GREY = '#4a5568'
const RULE = '#cbd5e0'
const SHADE = '#edf2f7'

const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = 40
const WIDTH = PAGE_WIDTH - 2 * MARGIN
const RIGHT = PAGE_WIDTH - MARGIN
const BOTTOM = PAGE_HEIGHT - 52

// Tall enough to sign in.
const ROW_HEIGHT = 28
const GROUP_HEIGHT = 20

const COLUMNS = {
  number: { x: MARGIN, width: 28 },
  name: { x: MARGIN + 34, width: 290 },
  signature: { x: MARGIN + 330, width: RIGHT - (MARGIN + 330) },
}

const rule = (pdf: PDFKit.PDFDocument, y: number, color = RULE, width = 0.6) => {
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke()
}

const header = (pdf: PDFKit.PDFDocument, sheet: AttendanceSheetInput): number => {
  let y = 36
  y += put(pdf, sheet.academyName, MARGIN, y, WIDTH, { size: 8.5, color: GREY })
  y += 2
  y += put(pdf, 'ATTENDANCE SHEET / SENARAI KEHADIRAN', MARGIN, y, WIDTH, {
    bold: true,
    size: 15,
    color: NAVY,
  })
  y += 4
  y += put(pdf, sheet.editionName, MARGIN, y, WIDTH, { bold: true, size: 11 })
  y += 4
  const facts: Array<[string, string]> = [
    [
      'Date / Tarikh',
      `${formatDayWithWeekday(sheet.day, 'en')} / ${formatDayWithWeekday(sheet.day, 'ms')}`,
    ],
    [
      'Day / Hari',
      `${sheet.dayNumber} of ${sheet.dayCount} / ${sheet.dayNumber} daripada ${sheet.dayCount}`,
    ],
    ['Venue / Tempat', sheet.venue],
  ]
  for (const [label, value] of facts) {
    put(pdf, label, MARGIN, y + 0.8, 90, { size: 8, color: GREY })
    y += put(pdf, value, MARGIN + 96, y, WIDTH - 96, { size: 9.5 }) + 1
  }
  y += 8
  pdf.rect(MARGIN, y, WIDTH, 20).fill(SHADE)
  const headings: Array<[keyof typeof COLUMNS, string]> = [
    ['number', 'No.'],
    ['name', 'Name / Nama'],
    ['signature', 'Signature / Tandatangan'],
  ]
  for (const [column, text] of headings) {
    const { x, width } = COLUMNS[column]
    put(pdf, text, x + 4, y + 5, width - 8, { bold: true, size: 8.5, color: NAVY })
  }
  return y + 20
}

const groupRow = (pdf: PDFKit.PDFDocument, text: string, y: number): number => {
  rule(pdf, y + GROUP_HEIGHT, NAVY, 0.6)
  put(pdf, text, MARGIN + 4, y + 5, WIDTH - 8, { bold: true, size: 9, color: NAVY })
  return y + GROUP_HEIGHT
}

const NAME_STYLE = { size: 10 }

const nameHeight = (pdf: PDFKit.PDFDocument, name: string) =>
  measure(pdf, name, COLUMNS.name.width - 8, NAME_STYLE)

const rowHeight = (pdf: PDFKit.PDFDocument, name: string) =>
  Math.max(ROW_HEIGHT, nameHeight(pdf, name) + 12)

const participantRow = (pdf: PDFKit.PDFDocument, number: number, name: string, y: number) => {
  const nameStyle = NAME_STYLE
  const height = rowHeight(pdf, name)
  const textHeight = nameHeight(pdf, name)
  const textY = y + (height - textHeight) / 2
  put(pdf, `${number}.`, COLUMNS.number.x, textY, COLUMNS.number.width, {
    ...nameStyle,
    align: 'right',
  })
  put(pdf, name, COLUMNS.name.x + 4, textY, COLUMNS.name.width - 8, nameStyle)
  const signatureX = COLUMNS.signature.x
  pdf
    .moveTo(signatureX, y)
    .lineTo(signatureX, y + height)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
  rule(pdf, y + height)
  return y + height
}

const pageNumbers = (pdf: PDFKit.PDFDocument, sheet: AttendanceSheetInput) => {
  const { start, count } = pdf.bufferedPageRange()
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index)
    const page = index - start + 1
    put(pdf, `${sheet.editionName} · ${sheet.day}`, MARGIN, PAGE_HEIGHT - 40, WIDTH - 160, {
      size: 7.5,
      color: GREY,
    })
    put(
      pdf,
      `Page ${page} of ${count} / Halaman ${page} daripada ${count}`,
      RIGHT - 160,
      PAGE_HEIGHT - 40,
      160,
      { size: 7.5, color: GREY, align: 'right' },
    )
  }
}

export const attendanceSheetPdf = (sheet: AttendanceSheetInput): Promise<Buffer> => {
  const day = startOfMalaysianDay(sheet.day)
  if (!day) return Promise.reject(new RangeError(`Not a calendar date: ${sheet.day}`))
  const groups = groupByOrganisation(sheet.participants)
  return writePdf(
    {
      size: 'A4',
      layout: 'portrait',
      title: `Attendance sheet: ${sheet.editionName}, ${sheet.day}`,
      author: sheet.academyName,
      // The day it records, so a sheet printed twice is the same file.
      createdAt: day,
      bufferPages: true,
    },
    (pdf) => {
      let y = header(pdf, sheet)
      const newPage = () => {
        pdf.addPage({ size: 'A4', layout: 'portrait', margin: 0 })
        y = header(pdf, sheet)
      }
      let number = 0
      for (const group of groups) {
        // A heading alone at the foot of a page helps nobody: it moves with its first name.
        if (y + GROUP_HEIGHT + ROW_HEIGHT > BOTTOM) newPage()
        const heading = `${group.organisation} (${group.participants.length})`
        y = groupRow(pdf, heading, y)
        for (const participant of group.participants) {
          if (y + rowHeight(pdf, participant.name) > BOTTOM) {
            newPage()
            y = groupRow(pdf, `${group.organisation} (continued / sambungan)`, y)
          }
          number += 1
          y = participantRow(pdf, number, participant.name, y)
        }
      }
      if (y + 24 > BOTTOM) newPage()
      put(pdf, `Participants / Peserta: ${number}`, MARGIN, y + 10, WIDTH, {
        bold: true,
        size: 9,
        color: NAVY,
      })
      pageNumbers(pdf, sheet)
    },
  )
}
