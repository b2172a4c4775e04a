'use server'

import { refresh } from 'next/cache'

import { resultOfAnswer, textOf, type FormResult } from '@/lib/forms/form-result'
import { requestErrorDetail } from '@/lib/http/request-error'
import { postFormAsVisitor } from '@/server/forms/post-as-visitor'

export type SlipValues = Record<string, never>
export type SlipResult = FormResult<SlipValues, { reference: string }>

/**
 * The payment page's bank slip upload: POST /api/payment-slips/upload with the link's
 * registration, expiry and signature and the file, as the payer sent them. Runs for a native
 * post before (or without) the page's scripts, and for the scripts' post once they run. A
 * payer reads the answer in words (not the spec's "{status}: …" of the public forms), and a
 * stored slip refreshes the page, which then says it is being checked.
 */
export async function uploadPaymentSlip(previous: SlipResult, form: FormData): Promise<SlipResult> {
  const body = new FormData()
  for (const name of ['registration', 'expires', 'signature']) body.set(name, textOf(form, name))
  const file = form.get('file')
  if (file instanceof File && file.size > 0) body.set('file', file, file.name)
  const answer = await postFormAsVisitor(['payment-slips', 'upload'], body)
  const result = resultOfAnswer(previous, answer, {}, (json) => ({
    reference: String((json as { reference?: unknown }).reference ?? ''),
  }))
  if (result.status === 'success') {
    refresh()
    return result
  }
  return result.status === 'error'
    ? { ...result, message: requestErrorDetail(answer.statusText, answer.text) }
    : result
}
