/**
 * A payer's bank slip through their registration's personal link: only that registration's
 * unexpired link takes it, only a PDF, JPEG or PNG by its content, at most 5 MB; a refusal
 * stores nothing. Staff hear of each slip; only admins can read one.
 */
import { readdir } from 'node:fs/promises'

import type { Payload } from 'payload'
import PDFDocument from 'pdfkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paymentLinkFor, PAYMENT_LINK_DAYS } from '@/lib/payments/payment-link'
import { SLIP_MAX_BYTES, SLIP_TOO_LARGE, SLIP_WRONG_TYPE } from '@/lib/payments/slip-file'
import { LINK_EXPIRED, LINK_NOT_VALID } from '@/server/payments/store-payment-slip'
import { paymentSlipsDirectory } from '@/server/storage/payment-slips'

import { sendEmailsOf } from './helpers/email-jobs'
import { multipart } from './helpers/multipart'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: string
let editor: string
let mine: number
let theirs: number
const smtp = new CapturingSmtpServer()

// A real (one-page) PDF, as a bank's app saves a transfer, and the smallest PNG.
let PDF: Uint8Array
const onePagePdf = (): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A6' })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.text('Transfer successful. RM 3,750.00')
    doc.end()
  })
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
])

const linkOf = async (id: number, registeredAt?: Date) => {
  const registration = await payload.findByID({ collection: 'registrations', id, depth: 0 })
  return paymentLinkFor(payload.secret, id, registeredAt ?? new Date(registration.createdAt))
}

const upload = async (
  link: { registrationId: number; expiresAt: number; signature: string },
  file?: { name: string; type: string; bytes: Uint8Array },
  registration = link.registrationId,
) =>
  api('POST', '/payment-slips/upload', {
    ...(await multipart(
      {
        registration: String(registration),
        expires: String(link.expiresAt),
        signature: link.signature,
      },
      file,
    )),
  })

const slipsOf = async (id: number) =>
  (await payload.count({ collection: 'payment-slips', where: { registration: { equals: id } } }))
    .totalDocs

const filesOnDisk = async () => readdir(paymentSlipsDirectory()).catch(() => [] as string[])

beforeAll(async () => {
  payload = await testPayload()
  PDF = await onePagePdf()
  await smtp.start()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = (await createStaff(payload, 'admin')).token
  editor = (await createStaff(payload, 'editor')).token
  mine = await submitRegistration(['Nadia'], { contactEmail: 'nadia@slips.test' })
  theirs = await submitRegistration(['Other'], { contactEmail: 'other@slips.test' })
})

afterAll(() => smtp.stop())

describe('refused, and nothing stored', () => {
  it('a file that is not a PDF, JPEG or PNG by its content, whatever its name', async () => {
    const files = await filesOnDisk()
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const res = await upload(await linkOf(mine), {
      name: 'slip.pdf',
      type: 'application/pdf',
      bytes: text,
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe(SLIP_WRONG_TYPE)
    expect(await slipsOf(mine)).toBe(0)
    expect(await filesOnDisk()).toEqual(files)
  })

  it('a file over 5 MB, and no file at all', async () => {
    const big = new Uint8Array(SLIP_MAX_BYTES + 1)
    big.set(PDF)
    const res = await upload(await linkOf(mine), {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: big,
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe(SLIP_TOO_LARGE)
    expect((await upload(await linkOf(mine))).status).toBe(400)
    expect(await slipsOf(mine)).toBe(0)
  })

  it('an expired link', async () => {
    const longAgo = new Date(Date.now() - (PAYMENT_LINK_DAYS + 1) * 86_400_000)
    const res = await upload(await linkOf(mine, longAgo), {
      name: 'slip.pdf',
      type: 'application/pdf',
      bytes: PDF,
    })
    expect(res.status).toBe(410)
    expect(res.body.errors[0].message).toBe(LINK_EXPIRED)
    expect(await slipsOf(mine)).toBe(0)
  })

  it('another registration’s link, or a tampered one', async () => {
    const file = { name: 'slip.png', type: 'image/png', bytes: PNG }
    const res = await upload(await linkOf(theirs), file, mine)
    expect(res.status).toBe(404)
    expect(res.body.errors[0].message).toBe(LINK_NOT_VALID)
    const link = await linkOf(mine)
    const stretched = await upload({ ...link, expiresAt: link.expiresAt + 86_400_000 }, file)
    expect(stretched.status).toBe(404)
    expect(await slipsOf(mine)).toBe(0)
    expect(await slipsOf(theirs)).toBe(0)
  })
})

describe('taken', () => {
  it('stores the slip privately, tells staff, and only admins can read it', async () => {
    const res = await upload(await linkOf(mine), {
      name: 'my bank slip.pdf',
      type: 'application/pdf',
      bytes: PDF,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [slip] = (
      await payload.find({ collection: 'payment-slips', where: { registration: { equals: mine } } })
    ).docs
    expect(slip.mimeType).toBe('application/pdf')
    // Named by the server, never by the payer.
    expect(slip.filename).toMatch(/^slip-ASL-\d{4}-\d{4,}-1\.pdf$/)

    const file = `/payment-slips/file/${slip.filename}`
    expect([401, 403]).toContain((await api('GET', file)).status)
    expect([401, 403]).toContain((await api('GET', file, { token: editor })).status)
    expect([401, 403]).toContain((await api('GET', '/payment-slips', { token: editor })).status)
    const read = await api('GET', file, { token: admin })
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('private, no-store')

    await sendEmailsOf(payload, 'registrations', mine)
    const notice = smtp.messages.find((mail) => mail.subject?.startsWith('Bank slip uploaded'))
    expect(notice?.text).toContain('/admin/collections/payment-slips/')
  })
})
