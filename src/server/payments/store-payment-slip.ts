import { createLocalReq, type Payload } from 'payload'

import { occasionKey } from '@/lib/email/form-purposes'
import { checkPaymentLink } from '@/lib/payments/payment-link'
import { isErasedRegistration } from '@/lib/privacy/erased-registration'
import { slipProblem } from '@/lib/payments/slip-file'
import { inTransaction } from '@/server/database/in-transaction'
import { queueSubmissionEmail } from '@/server/email/queue-submission-email'

import { holdRegistration } from './hold-registration'

/** More slips than a payer could need: past this, the link stops taking files. */
export const MAX_SLIPS_PER_REGISTRATION = 10

export const LINK_NOT_VALID = 'This payment link is not valid. Please use the link in your e-mail.'
export const LINK_EXPIRED =
  'This payment link has expired. Please e-mail the bank slip to us, quoting your reference.'
export const TOO_MANY_SLIPS =
  'This registration has received the most bank slips a link takes. Please e-mail any other to us.'

export type SlipRequest = {
  registrationId: number
  expires: string | null
  signature: string | null
  file: { bytes: Uint8Array; name: string } | null
}

export type SlipAnswer =
  | { ok: true; slipId: number; reference: string }
  | { ok: false; status: 400 | 404 | 410 | 429; message: string; field?: 'file' }

/**
 * Stores a bank slip a payer uploads through their registration's personal link: the link
 * must name this registration, unaltered and unexpired; the file must be a PDF, JPEG or PNG by
 * its content, at most 5 MB. The slip and the staff notice's e-mail job are stored together
 * under the registration's row lock, or nothing is.
 */
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
    const { totalDocs } = await payload.count({
      collection: 'payment-slips',
      where: { registration: { equals: registration.id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs >= MAX_SLIPS_PER_REGISTRATION) {
      return { ok: false, status: 429, message: TOO_MANY_SLIPS }
    }
    const bytes = Buffer.from(request.file!.bytes)
    const reference = registration.reference ?? String(registration.id)
    const slip = await payload.create({
      collection: 'payment-slips',
      data: { registration: registration.id },
      file: {
        data: bytes,
        mimetype: checked.type.mime,
        // Never the payer's own file name: it reaches the admin and the disk.
        name: `slip-${reference}-${totalDocs + 1}.${checked.type.ext}`,
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
    await queueSubmissionEmail(req, {
      collection: 'registrations',
      id: registration.id,
      occasion: occasionKey({ kind: 'slip', slipId: slip.id }),
    })
    return { ok: true, slipId: slip.id, reference }
  })
}
