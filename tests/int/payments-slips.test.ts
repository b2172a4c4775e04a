/**
 * A payer's bank slip through their registration's personal link, which travels in the
 * upload's address: only that registration's unexpired link takes it, only a PDF, JPEG or
 * PNG by its content, at most 5 MB, at most 5 slips and 15 MB a registration; a refusal
 * stores nothing. Staff hear of new slips at most once an hour; only admins can read one.
 */
import { readdir } from 'node:fs/promises'

import type { Payload } from 'payload'
import PDFDocument from 'pdfkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMAIL_QUEUE } from '@/lib/email/email-job'
import { paymentLinkFor, PAYMENT_LINK_DAYS } from '@/lib/payments/payment-link'
import { slipUploadPath } from '@/lib/payments/payment-link-url'
import { SLIP_TOO_LARGE, SLIP_WRONG_TYPE } from '@/lib/payments/slip-file'
import { SLIP_MAX_BYTES } from '@/lib/payments/slip-size'
import { LINK_EXPIRED, LINK_NOT_VALID } from '@/lib/payments/payment-link-messages'
import {
  SLIPS_TOO_LARGE,
  storePaymentSlip,
  TOO_MANY_SLIPS,
} from '@/server/payments/store-payment-slip'
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

/** The link in the address (another registration's id when given), the file alone in the body. */
const upload = async (
  link: { registrationId: number; expiresAt: number; signature: string },
  file?: { name: string; type: string; bytes: Uint8Array },
  registration = link.registrationId,
) =>
  api(
    'POST',
    slipUploadPath({ ...link, registrationId: registration }).replace(/^\/api/, ''),
    await multipart({}, file),
  )

const pngFile = { name: 'slip.png', type: 'image/png', bytes: PNG }

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
    const file = pngFile
    const res = await upload(await linkOf(theirs), file, mine)
    expect(res.status).toBe(404)
    expect(res.body.errors[0].message).toBe(LINK_NOT_VALID)
    const link = await linkOf(mine)
    const stretched = await upload({ ...link, expiresAt: link.expiresAt + 86_400_000 }, file)
    expect(stretched.status).toBe(404)
    expect(await slipsOf(mine)).toBe(0)
    expect(await slipsOf(theirs)).toBe(0)
  })

  it('a link given in the body instead of the address', async () => {
    const link = await linkOf(mine)
    const res = await api('POST', '/payment-slips/upload', {
      ...(await multipart(
        { registration: String(mine), expires: String(link.expiresAt), signature: link.signature },
        pngFile,
      )),
    })
    expect(res.status).toBe(404)
    expect(res.headers.get('connection')).toBe('close')
    expect(await slipsOf(mine)).toBe(0)
  })

  it('a body that is not a multipart form (415), or declares more than a slip’s size (413)', async () => {
    const path = slipUploadPath(await linkOf(mine)).replace(/^\/api/, '')
    const json = await api('POST', path, { body: { file: 'x' } })
    expect(json.status).toBe(415)
    const form = await multipart({}, pngFile)
    const declared = await api('POST', path, {
      ...form,
      headers: { ...form.headers, 'content-length': String(SLIP_MAX_BYTES + 1024 * 1024) },
    })
    expect(declared.status).toBe(413)
    expect(declared.headers.get('connection')).toBe('close')
    expect(await slipsOf(mine)).toBe(0)
  })
})

describe('a registration’s slips in all', () => {
  it('takes 5 slips: the 6th is refused (429) and not stored', async () => {
    const id = await submitRegistration(['Many'], { contactEmail: 'many@slips.test' })
    const link = await linkOf(id)
    for (let n = 1; n <= 5; n++) expect((await upload(link, pngFile)).status).toBe(201)
    const files = await filesOnDisk()
    const sixth = await upload(link, pngFile)
    expect(sixth.status).toBe(429)
    expect(sixth.body.errors[0].message).toBe(TOO_MANY_SLIPS)
    expect(await slipsOf(id)).toBe(5)
    expect(await filesOnDisk()).toEqual(files)
  })

  it('takes 15 MB: a slip beyond it is refused (413) and not stored', async () => {
    const id = await submitRegistration(['Heavy'], { contactEmail: 'heavy@slips.test' })
    const link = await linkOf(id)
    // A PDF of the largest size: the real one's start and end, padded in between.
    const full = new Uint8Array(SLIP_MAX_BYTES)
    full.set(PDF)
    full.set(PDF, SLIP_MAX_BYTES - PDF.byteLength)
    for (let n = 1; n <= 3; n++) {
      const res = await upload(link, { name: 'full.pdf', type: 'application/pdf', bytes: full })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
    const files = await filesOnDisk()
    const over = await upload(link, pngFile)
    expect(over.status).toBe(413)
    expect(over.body.errors[0].message).toBe(SLIPS_TOO_LARGE)
    expect(await slipsOf(id)).toBe(3)
    expect(await filesOnDisk()).toEqual(files)
  })
})

describe('staff notices of new slips', () => {
  const MINUTE = 60_000
  const slipNotices = async (id: number) => {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        queue: { equals: EMAIL_QUEUE },
        'input.collection': { equals: 'registrations' },
        'input.id': { equals: id },
      },
      pagination: false,
      depth: 0,
    })
    const occasionOf = (job: (typeof docs)[number]) =>
      String((job.input as { occasion?: unknown } | null)?.occasion ?? '')
    return docs.filter((job) => occasionOf(job).startsWith('slip-')).length
  }

  it('go once an hour at most: the first slip’s, none within the hour, one after it', async () => {
    const id = await submitRegistration(['Noticed'], { contactEmail: 'noticed@slips.test' })
    const link = await linkOf(id)
    const slip = (now: number) =>
      storePaymentSlip(
        payload,
        {
          registrationId: id,
          expires: String(link.expiresAt),
          signature: link.signature,
          file: { bytes: PNG, name: 'slip.png' },
        },
        now,
      )
    const start = Date.now()
    expect((await slip(start)).ok).toBe(true)
    expect(await slipNotices(id)).toBe(1)
    expect((await slip(start + 40 * MINUTE)).ok).toBe(true)
    expect(await slipNotices(id)).toBe(1)
    const registration = await payload.findByID({ collection: 'registrations', id, depth: 0 })
    expect(registration.slipWaiting).toBe(true)
    expect((await slip(start + 61 * MINUTE)).ok).toBe(true)
    expect(await slipNotices(id)).toBe(2)
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
