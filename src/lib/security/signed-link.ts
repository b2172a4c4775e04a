import { createHmac, timingSafeEqual } from 'node:crypto'

export type SignedLinkCheck = 'valid' | 'forged' | 'expired'

const payloadOf = (purpose: string, subject: string, expiresAt: number) =>
  `${purpose}:${subject}:${expiresAt}`

export const signLink = (
  secret: string,
  purpose: string,
  subject: string,
  expiresAt: number,
): string =>
  createHmac('sha256', secret)
    .update(payloadOf(purpose, subject, expiresAt))
    .digest('base64url')

export const checkSignedLink = (
  secret: string,
  purpose: string,
  subject: string,
  expiresParam: string | null | undefined,
  signature: string | null | undefined,
  now: number,
): SignedLinkCheck => {
  if (!secret || !expiresParam || !signature || !/^\d{1,15}$/.test(expiresParam)) return 'forged'
  const expiresAt = Number(expiresParam)
  const expected = Buffer.from(signLink(secret, purpose, subject, expiresAt))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  // Checked after the signature, so a tampered expiry reads as forged, not as expired.
  return expiresAt <= now ? 'expired' : 'valid'
}
