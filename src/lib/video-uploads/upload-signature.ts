import { checkSignedLink, signLink, type SignedLinkCheck } from '../security/signed-link'

const PURPOSE = 'video-upload'

export const signUpload = (secret: string, key: string, expiresAt: number): string =>
  signLink(secret, PURPOSE, key, expiresAt)

export type UploadLinkCheck = SignedLinkCheck

export const checkUploadSignature = (
  secret: string,
  key: string,
  expiresParam: string | null,
  signature: string | null,
  now: number,
): UploadLinkCheck => checkSignedLink(secret, PURPOSE, key, expiresParam, signature, now)
