import { checkSignedLink, signLink, type SignedLinkCheck } from '../security/signed-link'

/** How long a payer's personal link to upload their bank slip works, from registering. */
export const PAYMENT_LINK_DAYS = 30

const PURPOSE = 'payment-slip'
const DAY_MS = 86_400_000

export type PaymentLink = { registrationId: number; expiresAt: number; signature: string }

/** The link of one registration, expiring PAYMENT_LINK_DAYS after it was made. */
export const paymentLinkFor = (
  secret: string,
  registrationId: number,
  registeredAt: Date,
): PaymentLink => {
  const expiresAt = registeredAt.getTime() + PAYMENT_LINK_DAYS * DAY_MS
  return {
    registrationId,
    expiresAt,
    signature: signLink(secret, PURPOSE, String(registrationId), expiresAt),
  }
}

/** The link's query, which every address under it carries: expires=…&signature=… */
export const paymentLinkQuery = (expires: string | number, signature: string): string =>
  new URLSearchParams({ expires: String(expires), signature }).toString()

/** The page's address: /payment/42?expires=…&signature=… */
export const paymentLinkPath = ({ registrationId, expiresAt, signature }: PaymentLink): string =>
  `/payment/${registrationId}?${paymentLinkQuery(expiresAt, signature)}`

/** Whether a link names this registration, unaltered and in time. */
export const checkPaymentLink = (
  secret: string,
  registrationId: number,
  expires: string | null | undefined,
  signature: string | null | undefined,
  now: number,
): SignedLinkCheck =>
  checkSignedLink(secret, PURPOSE, String(registrationId), expires, signature, now)
