import { checkSignedLink, signLink, type SignedLinkCheck } from '../security/signed-link'

/** How long a payer's personal link to upload their bank slip works, from registering. */
export const RECEIPT_LINK_DAYS = 30

const PURPOSE = 'payment-slip'
const DAY_MS = 86_400_000

export type ReceiptLink = { registrationId: number; expiresAt: number; signature: string }

/** The link of one registration, expiring RECEIPT_LINK_DAYS after it was made. */
export const receiptLinkFor = (
  secret: string,
  registrationId: number,
  registeredAt: Date,
): ReceiptLink => {
  const expiresAt = registeredAt.getTime() + RECEIPT_LINK_DAYS * DAY_MS
  return {
    registrationId,
    expiresAt,
    signature: signLink(secret, PURPOSE, String(registrationId), expiresAt),
  }
}

/** The page's address: /payment/42?expires=…&signature=… */
export const receiptLinkPath = ({ registrationId, expiresAt, signature }: ReceiptLink): string =>
  `/payment/${registrationId}?${new URLSearchParams({ expires: String(expiresAt), signature })}`

/** Whether a link names this registration, unaltered and in time. */
export const checkReceiptLink = (
  secret: string,
  registrationId: number,
  expires: string | null | undefined,
  signature: string | null | undefined,
  now: number,
): SignedLinkCheck =>
  checkSignedLink(secret, PURPOSE, String(registrationId), expires, signature, now)
