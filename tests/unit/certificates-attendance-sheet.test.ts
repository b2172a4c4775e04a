import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  attendanceSheetPdf,
  type AttendanceSheetInput,
} from '@/lib/certificates/attendance-sheet-pdf'
import { groupByOrganisation } from '@/lib/certificates/organisation-groups'

const OUTPUT_DIR = path.resolve('test-results/documents')

const ORGANISATIONS = [
  'Kementerian Contoh Malaysia',
  'Petronas Contoh Sdn. Bhd.',
  'Universiti Contoh',
  'Majlis Bandaraya Contoh',
]

const sheet = (count: number): AttendanceSheetInput => ({
  academyName: 'Malaysia Leadership Academy Sdn. Bhd.',
  editionName: 'Advanced Strategic Leadership: Certified Program',
  day: '2027-03-10',
  dayNumber: 1,
  dayCount: 2,
  venue: 'Hotel Contoh, Kuala Lumpur',
  participants: Array.from({ length: count }, (_, index) => ({
    name: index === 0 ? 'Nguyễn Thị Ánh' : `Participant ${String(index + 1).padStart(2, '0')}`,
    organisation: ORGANISATIONS[index % ORGANISATIONS.length],
  })),
})

const textOf = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')

const pagesOf = (pdf: Buffer): string[] =>
  textOf(pdf)
    .split('\f')
    .filter((page) => page.trim())

const writePreview = (name: string, pdf: Buffer) => {
  mkdirSync(OUTPUT_DIR, { recursive: true })
  const file = path.join(OUTPUT_DIR, `${name}.pdf`)
  writeFileSync(file, pdf)
  execFileSync('pdftoppm', ['-png', '-r', '50', file, file.replace(/\.pdf$/, '')])
}

describe('groupByOrganisation', () => {
  it('groups spellings of one organisation together, in alphabetical order', () => {
    const groups = groupByOrganisation([
      { name: 'Zoë Tan', organisation: 'Universiti Contoh' },
      { name: 'Aminah', organisation: 'kementerian  contoh.' },
      { name: 'Bala', organisation: 'Universiti Contoh' },
      { name: 'Chong', organisation: 'Kementerian Contoh' },
    ])
    expect(groups.map((group) => group.organisation)).toEqual([
      'kementerian contoh.',
      'Universiti Contoh',
    ])
    expect(groups[0].participants.map((p) => p.name)).toEqual(['Aminah', 'Chong'])
    expect(groups[1].participants.map((p) => p.name)).toEqual(['Bala', 'Zoë Tan'])
  })
})

describe('attendanceSheetPdf', () => {
  it('lists a day’s participants by organisation with the edition, date and venue', async () => {
    const pdf = await attendanceSheetPdf(sheet(12))
    writePreview('attendance-sheet-sample', pdf)
    const pages = pagesOf(pdf)
    expect(pages).toHaveLength(1)
    for (const expected of [
      'ATTENDANCE SHEET / SENARAI KEHADIRAN',
      'Advanced Strategic Leadership: Certified Program',
      'Wednesday, 10 March 2027 / Rabu, 10 Mac 2027',
      '1 of 2 / 1 daripada 2',
      'Hotel Contoh, Kuala Lumpur',
      'Signature / Tandatangan',
      'Kementerian Contoh Malaysia (3)',
      'Nguyễn Thị Ánh',
      'Participants / Peserta: 12',
      'Page 1 of 1',
    ]) {
      expect(pages[0]).toContain(expected)
    }
    // Alphabetical by organisation: the ministry before the university.
    expect(pages[0].indexOf('Kementerian Contoh')).toBeLessThan(pages[0].indexOf('Universiti'))
  })

  it('breaks a long list across pages, repeating the header on each', async () => {
    const pdf = await attendanceSheetPdf(sheet(60))
    writePreview('attendance-sheet-long', pdf)
    const pages = pagesOf(pdf)
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, index) => {
      expect(page).toContain('ATTENDANCE SHEET / SENARAI KEHADIRAN')
      expect(page).toContain('Wednesday, 10 March 2027')
      expect(page).toContain('Signature / Tandatangan')
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`)
    })
    expect(pages.at(-1)).toContain('Participants / Peserta: 60')
    const text = pages.join('\n')
    for (let n = 2; n <= 60; n += 1) {
      expect(text).toContain(`Participant ${String(n).padStart(2, '0')}`)
    }
  })

  it('gives the same bytes for the same sheet', async () => {
    const input = sheet(30)
    expect((await attendanceSheetPdf(input)).equals(await attendanceSheetPdf(input))).toBe(true)
  })
})
