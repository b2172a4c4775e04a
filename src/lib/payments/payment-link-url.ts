import type { SignedLinkCheck } from '../security/signed-link'

import { checkPaymentLink, paymentLinkQuery, type PaymentLink } from './payment-link'
import { SLIP_UPLOAD_PATH } from './slip-size'

/**
 * A payer's link as it travels in an address, read from the address alone: a server checks
 * it from the request line and headers, before it reads a byte of the request's body.
 */

/** /api/payment-slips/upload?registration=42&expires=…&signature=… */
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

/**
 * A query value given exactly once, else null: a repeated one is read as missing, as the
 * page itself reads it (Next hands it a list), so the link is then forged.
 */
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

/** The registration an id names, or null when it names none the page could show. */
const registrationIdOf = (text: string | null): number | null =>
  text !== null && ID.test(text) ? Number(text) : null

/**
 * Whether an address is a payer's page (/payment/{id}?expires=…&signature=…) with a link
 * that works: for checking a post to the page (its server action) before the body is read.
 * An id the page would not take (not digits, too long) is no payment page: the page answers
 * 404 and runs nothing.
 */
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

/** The link a slip upload's query carries (registration, expires, signature), checked. */
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
