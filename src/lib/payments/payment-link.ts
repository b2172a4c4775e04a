import { checkSignedLink, signLink, type SignedLinkCheck } from '../security/signed-link'

export const PAYMENT_LINK_DAYS = 30

const PURPOSE = 'payment-slip'
const DAY_MS = 86_400_000

export type PaymentLink = { registrationId: number; expiresAt: number; signature: string }

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

export const paymentLinkQuery = (expires: string | number, signature: string): string =>
  new URLSearchParams({ expires: String(expires), signature }).toString()

export const paymentLinkPath = ({ registrationId, expiresAt, signature }: PaymentLink): string =>
  `/payment/${registrationId}?${paymentLinkQuery(expiresAt, signature)}`

export const checkPaymentLink = (
  secret: string,
  registrationId: number,
  expires: string | null | undefined,
  signature: string | null | undefined,
  now: number,
): SignedLinkCheck =>
  checkSignedLink(secret, PURPOSE, String(registrationId), expires, signature, now)
