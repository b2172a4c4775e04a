/**
 * The dashboard's Excel exports through the real route handlers on PostgreSQL, read back
 * with exceljs: who may download them, file and sheet names, headers, dates as dates on the
 * Malaysian clock, N/A, RM amounts, statuses as staff read them, the payment and its
 * receipts, the per-participant sheet, the panel's filters, and formula injection.
 */
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { editionLabel } from '@/lib/dashboard/edition-figures'
import type { WorkshopEdition } from '@/payload-types'

import { download } from './helpers/download'
import { documentsOf, paymentsFor, recordAs, voidAs } from './helpers/ledger'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { setCreatedAt } from './helpers/timestamps'
import { cellUnder, readWorkbook, sheetRows } from './helpers/workbook'
import { createEdition, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
let adminToken: string
let editorToken: string
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click me")'
const registrations: Record<'first' | 'second', { id: number; reference: string }> = {
  first: { id: 0, reference: '' },
  second: { id: 0, reference: '' },
}
const inquiries = { replied: 0, pending: 0 }
let edition: WorkshopEdition
let otherEdition: WorkshopEdition
let otherReference = ''
const labelOf = (of: WorkshopEdition) => editionLabel(of)
let receiptNumbers: string[] = []
/** A date cell as exceljs reads it back: the Malaysian wall clock, stored without a zone. */
const wallClock = (text: string) => new Date(`${text}Z`)

const register = async (participants: string[], extra: Record<string, unknown>) => {
  const res = await api('POST', '/registrations', { body: registrationBody(participants, extra) })
  expect(res.status).toBe(201)
  return { id: res.body.doc.id as number, reference: res.body.doc.reference as string }
}

const inquire = async (body: Record<string, unknown>) => {
  const res = await api('POST', '/contact', { body })
  expect(res.status).toBe(201)
  return res.body.doc.id as number
}

beforeAll(async () => {
  payload = await testPayload()
  edition = await resetWorkshop(payload, { capacity: 1000 })
  otherEdition = await createEdition(payload, { capacity: 1000, startsInDays: 90 })
  await payload.delete({ collection: 'contact', where: { id: { exists: true } } })
  adminToken = (await createStaff(payload, 'admin')).token
  editorToken = (await createStaff(payload, 'editor')).token

  registrations.first = await register(['Ali Hassan', 'Siti Aminah'], {
    organization: 'Export Org One',
    contactName: FORMULA_NAME,
    contactEmail: 'one@export.test',
    address: '',
  })
  registrations.second = await register(['Chong Wei'], {
    organization: 'Export Org Two',
    contactEmail: 'two@export.test',
  })
  await api('PATCH', `/registrations/${registrations.second.id}`, {
    token: adminToken,
    body: { status: 'confirmed' },
  })
  // A payment voided (its receipt is cancelled), then the whole fee paid.
  const deposit = await recordAs(adminToken, registrations.second.id, { amount: 1000 })
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(201)
  const [voided] = await paymentsFor(payload, registrations.second.id)
  expect((await voidAs(adminToken, voided.id)).status).toBe(200)
  const fee = await recordAs(adminToken, registrations.second.id, { amount: 3750 })
  expect(fee.status, JSON.stringify(fee.body)).toBe(201)
  receiptNumbers = (await documentsOf(payload, 'official-receipts', registrations.second.id)).map(
    (receipt) => receipt.number,
  )
  expect(receiptNumbers).toHaveLength(2)
  otherReference = (
    await register(['Other Edition Person'], {
      organization: 'Export Org Other Edition',
      contactEmail: 'other@export.test',
      edition: otherEdition.slug,
    })
  ).reference
  // 16:30 UTC is already the next day in Kuala Lumpur (UTC+8).
  await setCreatedAt(payload, 'registrations', registrations.first.id, '2025-10-14T16:30:00.000Z')
  await setCreatedAt(payload, 'registrations', registrations.second.id, '2025-10-20T01:00:00.000Z')

  inquiries.replied = await inquire({
    name: 'Replied Person',
    email: 'replied@export.test',
    phone: '0123456789',
    message: 'Please call me about the workshop.',
  })
  inquiries.pending = await inquire({
    name: 'Pending Person',
    email: 'pending@export.test',
    message: '<b>Hello</b> =1+1 is not a formula here.',
  })
  await api('PATCH', `/contact/${inquiries.replied}`, {
    token: adminToken,
    body: { isReplied: true, replyNotes: 'Called on Monday.' },
  })
})

const exportOf = async (path: string) => {
  const res = await download(path, adminToken)
  expect(res.status).toBe(200)
  return { res, workbook: await readWorkbook(res.bytes) }
}

describe('who may export', () => {
  it.each(['/dashboard/export/registrations', '/dashboard/export/inquiries'])(
    '%s: 401 anonymous, 403 editor, nothing of the data sent',
    async (path) => {
      const anonymous = await download(path)
      const editor = await download(path, editorToken)
      expect(anonymous.status).toBe(401)
      expect(editor.status).toBe(403)
      for (const refused of [anonymous, editor]) {
        const text = refused.bytes.toString('utf8')
        expect(text).not.toContain('export.test')
        expect(JSON.parse(text).errors[0].message).toBeTruthy()
      }
    },
  )
})

describe('program-registrations.xlsx', () => {
  it('is an .xlsx download with a registrations and a participants sheet', async () => {
    const { res, workbook } = await exportOf('/dashboard/export/registrations')
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="program-registrations.xlsx"',
    )
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Registrations',
      'Participants',
    ])
  })

  it('heads columns by field name and writes Malaysian dates, RM amounts and empty blanks', async () => {
    const { workbook } = await exportOf(`/dashboard/export/registrations?edition=${edition.id}`)
    const sheet = workbook.getWorksheet('Registrations')!
    const rows = sheetRows(sheet)
    expect(rows[0]).toEqual([
      'Created At',
      'Reference',
      'Status',
      'Edition',
      'Program Name',
      'Organization',
      'Address',
      'Contact Name',
      'Contact Phone',
      'Contact Email',
      'Participant Count',
      'Rate Per Person',
      'Total Amount',
      'Amount Paid (RM)',
      'Payment State',
      'Paid At',
      'Receipt Numbers',
      'Slip To Check',
      'Early Bird Applied',
      'Notes',
    ])
    // Newest first, as the panel lists them.
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      registrations.second.reference,
      registrations.first.reference,
    ])
    const first = 3
    const created = cellUnder(sheet, 'Created At', first)
    expect(created.type).toBe(ExcelJS.ValueType.Date)
    expect(created.value).toEqual(wallClock('2025-10-15T00:30:00'))
    expect(created.numFmt).toBe('mmm dd, yyyy "at" h:mm AM/PM')
    expect(cellUnder(sheet, 'Created At', 2).value).toEqual(wallClock('2025-10-20T09:00:00'))
    expect(cellUnder(sheet, 'Status', first).value).toBe('Pending')
    expect(cellUnder(sheet, 'Status', 2).value).toBe('Confirmed')
    expect(cellUnder(sheet, 'Participant Count', first).value).toBe(2)
    const total = cellUnder(sheet, 'Total Amount', first)
    expect(total.value).toBe(7500)
    expect(total.numFmt).toBe('"RM" #,##0.00')
    expect(cellUnder(sheet, 'Rate Per Person', first).value).toBe(3750)
    expect(cellUnder(sheet, 'Address', first).value).toBeNull()
    expect(cellUnder(sheet, 'Notes', first).value).toBeNull()
    expect(cellUnder(sheet, 'Early Bird Applied', first).value).toBe('No')
    expect(cellUnder(sheet, 'Edition', first).value).toBe(labelOf(edition))
    expect(cellUnder(sheet, 'Amount Paid (RM)', first).value).toBe(0)
    expect(cellUnder(sheet, 'Payment State', first).value).toBe('Unpaid')
    expect(cellUnder(sheet, 'Paid At', first).value).toBe('N/A')
    expect(cellUnder(sheet, 'Receipt Numbers', first).value).toBeNull()
    expect(cellUnder(sheet, 'Slip To Check', first).value).toBe('No')
  })

  it('writes the amount paid, the payment state, the paid date and the receipts that stand', async () => {
    const { workbook } = await exportOf(`/dashboard/export/registrations?edition=${edition.id}`)
    const sheet = workbook.getWorksheet('Registrations')!
    const paid = cellUnder(sheet, 'Amount Paid (RM)', 2)
    expect(paid.value).toBe(3750)
    expect(paid.numFmt).toBe('"RM" #,##0.00')
    expect(cellUnder(sheet, 'Payment State', 2).value).toBe('Paid')
    const paidAt = cellUnder(sheet, 'Paid At', 2)
    expect(paidAt.type).toBe(ExcelJS.ValueType.Date)
    expect(paidAt.numFmt).toBe('mmm dd, yyyy "at" h:mm AM/PM')
    // The voided payment's receipt is cancelled and left out.
    const [cancelled, standing] = receiptNumbers
    const receipts = cellUnder(sheet, 'Receipt Numbers', 2)
    expect(receipts.value).toBe(standing)
    expect(String(receipts.value)).not.toContain(cancelled)
  })

  it('stores a name that looks like a formula as text, never as a formula', async () => {
    const { workbook } = await exportOf(`/dashboard/export/registrations?edition=${edition.id}`)
    const cell = cellUnder(workbook.getWorksheet('Registrations')!, 'Contact Name', 3)
    expect(cell.type).toBe(ExcelJS.ValueType.String)
    expect(cell.value).toBe(FORMULA_NAME)
    expect(cell.formula).toBeUndefined()
    expect(cell.numFmt).toBe('@')
  })

  it('lists every participant with the organization, edition and reference repeated', async () => {
    const { workbook } = await exportOf(
      `/dashboard/export/registrations?order=oldest&edition=${edition.id}`,
    )
    const rows = sheetRows(workbook.getWorksheet('Participants')!)
    const label = labelOf(edition)
    expect(rows[0]).toEqual([
      'Reference',
      'Edition',
      'Organization',
      'Participant No',
      'Participant Name',
      'Status',
      'Created At',
    ])
    expect(rows.slice(1)).toEqual([
      [
        registrations.first.reference,
        label,
        'Export Org One',
        1,
        'Ali Hassan',
        'Pending',
        wallClock('2025-10-15T00:30:00'),
      ],
      [
        registrations.first.reference,
        label,
        'Export Org One',
        2,
        'Siti Aminah',
        'Pending',
        wallClock('2025-10-15T00:30:00'),
      ],
      [
        registrations.second.reference,
        label,
        'Export Org Two',
        1,
        'Chong Wei',
        'Confirmed',
        wallClock('2025-10-20T09:00:00'),
      ],
    ])
  })

  it("exports only what the panel's search and status filter show", async () => {
    const confirmed = await exportOf('/dashboard/export/registrations?status=confirmed')
    expect(
      sheetRows(confirmed.workbook.getWorksheet('Registrations')!)
        .slice(1)
        .map((r) => r[5]),
    ).toEqual(['Export Org Two'])
    const searched = await exportOf('/dashboard/export/registrations?search=one%40export')
    const participants = sheetRows(searched.workbook.getWorksheet('Participants')!).slice(1)
    expect(participants.map((r) => r[4])).toEqual(['Ali Hassan', 'Siti Aminah'])
  })

  it('exports the edition the panel shows and no other; every edition without one', async () => {
    const organizationsIn = async (query: string) =>
      sheetRows(
        (await exportOf(`/dashboard/export/registrations${query}`)).workbook.getWorksheet(
          'Registrations',
        )!,
      )
        .slice(1)
        .map((r) => [r[1], r[3], r[5]])
    expect(await organizationsIn(`?edition=${otherEdition.id}`)).toEqual([
      [otherReference, labelOf(otherEdition), 'Export Org Other Edition'],
    ])
    const ofFirst = await organizationsIn(`?edition=${edition.id}`)
    expect(ofFirst.map((row) => row[2]).sort()).toEqual(['Export Org One', 'Export Org Two'])
    expect(ofFirst.every((row) => row[1] === labelOf(edition))).toBe(true)
    expect((await organizationsIn('')).length).toBe(3)
    expect((await organizationsIn('?edition=all')).length).toBe(3)
  })

  it('refuses an edition that is not an id with a JSON 400, and records no export', async () => {
    const before = (
      await payload.count({
        collection: 'audit-log',
        where: { action: { equals: 'export-registrations' } },
      })
    ).totalDocs
    for (const bad of ['asl-2025', '-1', '1e3', '99999999999']) {
      const res = await download(`/dashboard/export/registrations?edition=${bad}`, adminToken)
      expect(res.status, bad).toBe(400)
      expect(JSON.parse(res.bytes.toString('utf8')).errors[0].message).toMatch(/edition/)
    }
    const after = (
      await payload.count({
        collection: 'audit-log',
        where: { action: { equals: 'export-registrations' } },
      })
    ).totalDocs
    expect(after).toBe(before)
  })

  it('answers "No data to export" when nothing matches', async () => {
    const res = await download(
      '/dashboard/export/registrations?search=nobody-matches-this',
      adminToken,
    )
    expect(res.status).toBe(404)
    expect(JSON.parse(res.bytes.toString('utf8'))).toEqual({
      errors: [{ message: 'No data to export' }],
    })
  })
})

describe('contact-inquiries.xlsx', () => {
  it('writes inquiries with N/A for a reply date that does not exist yet', async () => {
    const { res, workbook } = await exportOf('/dashboard/export/inquiries?order=oldest')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="contact-inquiries.xlsx"',
    )
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Contact Inquiries'])
    const sheet = workbook.getWorksheet('Contact Inquiries')!
    expect(sheetRows(sheet)[0]).toEqual([
      'Created At',
      'Name',
      'Email',
      'Phone',
      'Organization',
      'Program',
      'Subject',
      'Message',
      'Is Replied',
      'Replied At',
      'Reply Notes',
    ])
    expect(cellUnder(sheet, 'Name', 2).value).toBe('Replied Person')
    expect(cellUnder(sheet, 'Is Replied', 2).value).toBe('Yes')
    const repliedAt = cellUnder(sheet, 'Replied At', 2)
    expect(repliedAt.type).toBe(ExcelJS.ValueType.Date)
    expect(repliedAt.numFmt).toBe('mmm dd, yyyy "at" h:mm AM/PM')
    expect(cellUnder(sheet, 'Reply Notes', 2).value).toBe('Called on Monday.')
    expect(cellUnder(sheet, 'Name', 3).value).toBe('Pending Person')
    expect(cellUnder(sheet, 'Replied At', 3).value).toBe('N/A')
    expect(cellUnder(sheet, 'Phone', 3).value).toBeNull()
    expect(cellUnder(sheet, 'Message', 3).value).toBe('<b>Hello</b> =1+1 is not a formula here.')
  })

  it('honours the replied filter', async () => {
    const { workbook } = await exportOf('/dashboard/export/inquiries?replied=pending')
    const names = sheetRows(workbook.getWorksheet('Contact Inquiries')!)
      .slice(1)
      .map((r) => r[1])
    expect(names).toEqual(['Pending Person'])
  })
})
