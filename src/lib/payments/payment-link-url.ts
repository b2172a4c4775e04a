import type { SignedLinkCheck } from '../security/signed-link'

import { checkPaymentLink, paymentLinkQuery, type PaymentLink } from './payment-link'
import { SLIP_UPLOAD_PATH } from './slip-size'

// Read from the address alone, so a server checks the link before it reads a byte of the body.

export const slipUploadPath = ({ registrationId, expiresAt, signature }: PaymentLink): string =>
  `${SLIP_UPLOAD_PATH}?registration=${registrationId}&${paymentLinkQuery(expiresAt, signature)}`

export type SlipUploadLink = {
  link: SignedLinkCheck
  registrationId: number
  expires: string | null
  signature: string | null
}

// The page's own route takes ids of up to 10 digits (src/app/(frontend)/payment/[id]).
const ID = /^\d{1,10}$/
const PAGE = /^\/payment\/([^/]+)\/?$/

// A repeated value reads as missing, as the page itself reads it (Next hands it a list).
const single = (query: URLSearchParams, name: string): string | null => {
  const values = query.getAll(name)
  return values.length === 1 ? values[0] : null
}

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

const registrationIdOf = (text: string | null): number | null =>
  text !== null && ID.test(text) ? Number(text) : null

// An id the page would not take is no payment page: the page answers 404 and runs nothing.
export const checkPaymentPageUrl = (
  secret: string,
  url: URL,
  now: number,
): SignedLinkCheck | 'not-a-payment-page' => {
  const segment = PAGE.exec(url.pathname)?.[1]
  const id = registrationIdOf(segment === undefined ? null : decoded(segment))
  if (id === null) return 'not-a-payment-page'
  return checkPaymentLink(
    secret,
    id,
    single(url.searchParams, 'expires'),
    single(url.searchParams, 'signature'),
    now,
  )
}

export const checkSlipUploadQuery = (
  secret: string,
  query: URLSearchParams,
  now: number,
): SlipUploadLink => {
  const registrationId = registrationIdOf(single(query, 'registration'))
  const expires = single(query, 'expires')
  const signature = single(query, 'signature')
  const link =
    registrationId === null
      ? 'forged'
      : checkPaymentLink(secret, registrationId, expires, signature, now)
  return { link, registrationId: registrationId ?? 0, expires, signature }
}
