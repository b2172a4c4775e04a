'use server'

import config from '@payload-config'
import { refresh } from 'next/cache'
import { getPayload } from 'payload'

import { textOf, type FormResult } from '@/lib/forms/form-result'
import { storePaymentSlip } from '@/server/payments/store-payment-slip'

export type SlipValues = Record<string, never>
export type SlipResult = FormResult<SlipValues, { reference: string }>

const readFile = async (form: FormData) => {
  const file = form.get('file')
  return file instanceof File && file.size > 0
    ? { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }
    : null
}

/**
 * The payment page's bank slip upload: the link's registration, expiry and signature as the
 * page wrote them into its form, and the file, handed to the same domain function as the
 * REST endpoint (link, file, the registration's limits and the staff notice are checked
 * there; no rate limit applies on either path, the registration's own limits bound it). Runs
 * for a native post before (or without) the page's scripts, and for the scripts' post once
 * they run. A payer reads the answer in words (not the spec's "{status}: …" of the public
 * forms), and a stored slip refreshes the page, which then says it is being checked.
 */
export async function uploadPaymentSlip(previous: SlipResult, form: FormData): Promise<SlipResult> {
  const id = Number(textOf(form, 'registration'))
  const answer = await storePaymentSlip(await getPayload({ config }), {
    registrationId: Number.isSafeInteger(id) && id > 0 ? id : 0,
    expires: textOf(form, 'expires') || null,
    signature: textOf(form, 'signature') || null,
    file: await readFile(form),
  })
  const attempt = previous.attempt + 1
  if (answer.ok) {
    refresh()
    return { status: 'success', attempt, done: { reference: answer.reference } }
  }
  return {
    status: 'error',
    attempt,
    httpStatus: answer.status,
    message: answer.message,
    fieldErrors: answer.field ? { [answer.field]: answer.message } : {},
    data: {},
    values: {},
  }
}
