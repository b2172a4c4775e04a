import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signs and checks the upload links this app issues when it stores videos itself (no S3):
 * an HMAC over the upload's key and its expiry, so a link cannot be forged, pointed at
 * another upload, or stretched past its expiry without the server's secret.
 */

const payloadOf = (key: string, expiresAt: number) => `video-upload:${key}:${expiresAt}`

export const signUpload = (secret: string, key: string, expiresAt: number): string =>
  createHmac('sha256', secret).update(payloadOf(key, expiresAt)).digest('base64url')

export type UploadLinkCheck = 'valid' | 'forged' | 'expired'

export const checkUploadSignature = (
  secret: string,
  key: string,
  expiresParam: string | null,
  signature: string | null,
  now: number,
): UploadLinkCheck => {
  if (!expiresParam || !signature || !/^\d{1,15}$/.test(expiresParam)) return 'forged'
  const expiresAt = Number(expiresParam)
  const expected = Buffer.from(signUpload(secret, key, expiresAt))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  // Checked after the signature, so a tampered expiry reads as forged, not as expired.
  return expiresAt <= now ? 'expired' : 'valid'
}
