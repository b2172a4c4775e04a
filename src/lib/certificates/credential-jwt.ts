import {
  createLocalJWKSet,
  errors,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose'

import type { OpenBadgeCredential } from './open-badge'
import { SIGNING_ALGORITHM, type SigningKey } from './signing-keys'

// As VC 2.0 specifies (VC-JOSE-COSE): the credential itself is the payload, without the older
// `vc` wrapper claim; kid lets a verifier pick the key from the published set.

export const CREDENTIAL_JWT_TYPE = 'vc+jwt'
export const CREDENTIAL_CONTENT_TYPE = 'vc'

export const signCredentialJwt = (
  credential: OpenBadgeCredential,
  key: SigningKey,
): Promise<string> =>
  new SignJWT(credential as unknown as JWTPayload)
    .setProtectedHeader({
      alg: SIGNING_ALGORITHM,
      kid: key.kid,
      typ: CREDENTIAL_JWT_TYPE,
      cty: CREDENTIAL_CONTENT_TYPE,
    })
    .sign(key.privateKey)

export type CredentialJwtCheck =
  | { valid: true; kid: string; credential: Record<string, unknown> }
  | {
      valid: false
      reason: 'forged' | 'unknown-key' | 'malformed'
    }

export const verifyCredentialJwt = async (
  jwt: string,
  keySet: JSONWebKeySet,
): Promise<CredentialJwtCheck> => {
  try {
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(keySet), {
      algorithms: [SIGNING_ALGORITHM],
      typ: CREDENTIAL_JWT_TYPE,
    })
    return { valid: true, kid: protectedHeader.kid ?? '', credential: payload }
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed)
      return { valid: false, reason: 'forged' }
    if (
      error instanceof errors.JWKSNoMatchingKey ||
      error instanceof errors.JWKSMultipleMatchingKeys
    ) {
      return { valid: false, reason: 'unknown-key' }
    }
    return { valid: false, reason: 'malformed' }
  }
}
