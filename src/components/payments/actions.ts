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
 * The same domain function as the REST endpoint checks link, file and limits (no rate limit on
 * either path: the registration's own limits bound it). The payer reads the answer in words, not
 * the public forms' "{status}: …"; a stored slip refreshes the page, which then says so.
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
