import { createLocalReq, type Payload } from 'payload'

import { occasionKey } from '@/lib/email/form-purposes'
import { checkPaymentLink } from '@/lib/payments/payment-link'
import { LINK_EXPIRED, LINK_NOT_VALID } from '@/lib/payments/payment-link-messages'
import { isErasedRegistration } from '@/lib/privacy/erased-registration'
import { slipProblem } from '@/lib/payments/slip-file'
import { slipLimits } from '@/lib/payments/slip-limits'
import { slipNoticeDue } from '@/lib/payments/slip-notice'
import { inTransaction } from '@/server/database/in-transaction'
import { queueSubmissionEmail } from '@/server/email/queue-submission-email'

import { holdRegistration } from './hold-registration'

/** More slips, or megabytes of them, than a payer could need: past these, the link takes no more. */
const LIMITS = slipLimits(process.env)

export const TOO_MANY_SLIPS =
  'This registration has received the most bank slips its link takes. Please e-mail this one to us, quoting your reference.'
export const SLIPS_TOO_LARGE =
  'This registration’s bank slips have reached the most its link takes in all. Please e-mail this one to us, quoting your reference.'

export type SlipRequest = {
  registrationId: number
  expires: string | null
  signature: string | null
  file: { bytes: Uint8Array; name: string } | null
}

export type SlipAnswer =
  | { ok: true; slipId: number; reference: string }
  | { ok: false; status: 400 | 404 | 410 | 413 | 429; message: string; field?: 'file' }

// The slip and the staff notice's e-mail job (when one is due) are stored together under the
// registration's row lock, or neither is.
export const storePaymentSlip = async (
  payload: Payload,
  request: SlipRequest,
  now = Date.now(),
): Promise<SlipAnswer> => {
  const secret = payload.secret
  const link = checkPaymentLink(
    secret,
    request.registrationId,
    request.expires,
    request.signature,
    now,
  )
  if (link === 'forged') return { ok: false, status: 404, message: LINK_NOT_VALID }
  if (link === 'expired') return { ok: false, status: 410, message: LINK_EXPIRED }
  const checked = await slipProblem(request.file?.bytes ?? null)
  if (checked.message !== null) {
    return { ok: false, status: 400, message: checked.message, field: 'file' }
  }
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async (): Promise<SlipAnswer> => {
    if (!(await holdRegistration(req, request.registrationId))) {
      return { ok: false, status: 404, message: LINK_NOT_VALID }
    }
    const registration = await payload.findByID({
      collection: 'registrations',
      id: request.registrationId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (isErasedRegistration(registration)) {
      return { ok: false, status: 404, message: LINK_NOT_VALID }
    }
    const { docs: earlier } = await payload.find({
      collection: 'payment-slips',
      where: { registration: { equals: registration.id } },
      select: { filesize: true, createdAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (earlier.length >= LIMITS.maxPerRegistration) {
      return { ok: false, status: 429, message: TOO_MANY_SLIPS }
    }
    const bytes = Buffer.from(request.file!.bytes)
    const storedBytes = earlier.reduce((sum, slip) => sum + (slip.filesize ?? 0), 0)
    if (storedBytes + bytes.byteLength > LIMITS.maxTotalBytes) {
      return { ok: false, status: 413, message: SLIPS_TOO_LARGE }
    }
    const reference = registration.reference ?? String(registration.id)
    const slip = await payload.create({
      collection: 'payment-slips',
      // When it came, as the notices' rule reads it (a caller's `now`, e.g. a test's).
      data: { registration: registration.id, createdAt: new Date(now).toISOString() },
      file: {
        data: bytes,
        mimetype: checked.type.mime,
        // Never the payer's own file name: it reaches the admin and the disk.
        name: `slip-${reference}-${earlier.length + 1}.${checked.type.ext}`,
        size: bytes.byteLength,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    // Staff see which registrations have a slip to check until a payment is recorded.
    await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { slipWaiting: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const earlierTimes = earlier.map((each) => new Date(each.createdAt).getTime())
    if (slipNoticeDue(earlierTimes, now)) {
      await queueSubmissionEmail(req, {
        collection: 'registrations',
        id: registration.id,
        occasion: occasionKey({ kind: 'slip', slipId: slip.id }),
      })
    }
    return { ok: true, slipId: slip.id, reference }
  })
}
