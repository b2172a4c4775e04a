import {
  calculateJwkThumbprint,
  CompactSign,
  compactVerify,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose'

// Keys are named by their RFC 7638 thumbprint, so two installations never disagree about a name.
// Retired keys stay published, public half only, so credentials signed before a rotation keep
// verifying.

export const SIGNING_ALGORITHM = 'EdDSA'

export type PublicSigningJwk = {
  kty: 'OKP'
  crv: 'Ed25519'
  x: string
  kid: string
  alg: typeof SIGNING_ALGORITHM
  use: 'sig'
}

export type SigningKey = {
  kid: string
  privateJwk: JWK
  publicJwk: PublicSigningJwk
  privateKey: CryptoKey
}

const publicHalf = async (jwk: JWK): Promise<PublicSigningJwk> => {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') {
    throw new TypeError('A signing key must be an Ed25519 key (kty OKP, crv Ed25519)')
  }
  const bare = { kty: 'OKP', crv: 'Ed25519', x: jwk.x }
  return {
    ...bare,
    kid: await calculateJwkThumbprint(bare),
    alg: SIGNING_ALGORITHM,
    use: 'sig',
  } as PublicSigningJwk
}

const MISMATCH = 'The signing key’s public half (x) does not belong to its private half (d)'

// A stored key whose public half was copied from another key would sign credentials nobody can
// verify, so it is refused on reading.
const assertHalvesMatch = async (privateKey: CryptoKey, publicJwk: PublicSigningJwk) => {
  const probe = await new CompactSign(new TextEncoder().encode('key check'))
    .setProtectedHeader({ alg: SIGNING_ALGORITHM })
    .sign(privateKey)
  try {
    await compactVerify(probe, await importJWK(publicJwk, SIGNING_ALGORITHM))
  } catch {
    throw new TypeError(MISMATCH)
  }
}

const fromPrivateJwk = async (jwk: JWK): Promise<SigningKey> => {
  if (typeof jwk.d !== 'string') throw new TypeError('A signing key needs its private part (d)')
  const publicJwk = await publicHalf(jwk)
  const privateJwk: JWK = {
    kty: 'OKP',
    crv: 'Ed25519',
    x: jwk.x,
    d: jwk.d,
    kid: publicJwk.kid,
    alg: SIGNING_ALGORITHM,
  }
  // Node's import already refuses a public half that does not match; the probe holds the line in
  // runtimes that import without checking.
  const privateKey = (await importJWK(privateJwk, SIGNING_ALGORITHM).catch(() => {
    throw new TypeError(MISMATCH)
  })) as CryptoKey
  await assertHalvesMatch(privateKey, publicJwk)
  return { kid: publicJwk.kid, privateJwk, publicJwk, privateKey }
}

export const generateSigningKey = async (): Promise<SigningKey> => {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    crv: 'Ed25519',
    extractable: true,
  })
  return fromPrivateJwk(await exportJWK(privateKey))
}

export const serialiseSigningKey = (key: SigningKey): string => JSON.stringify(key.privateJwk)

// Also takes a PKCS #8 PEM, as `openssl genpkey -algorithm ed25519` writes it.
export const parseSigningKey = async (text: string): Promise<SigningKey> => {
  const trimmed = text.trim()
  if (trimmed.startsWith('-----BEGIN PRIVATE KEY-----')) {
    const key = await importPKCS8(trimmed, SIGNING_ALGORITHM, { extractable: true }).catch(() => {
      throw new TypeError('The PEM is not an Ed25519 private key')
    })
    return fromPrivateJwk(await exportJWK(key))
  }
  let jwk: unknown
  try {
    jwk = JSON.parse(trimmed)
  } catch {
    throw new TypeError('A signing key is a private JWK (JSON) or a PKCS #8 PEM')
  }
  if (!jwk || typeof jwk !== 'object') throw new TypeError('A signing key JWK is a JSON object')
  return fromPrivateJwk(jwk as JWK)
}

// Renamed by its thumbprint, so that a mistyped kid cannot hide a key.
export const parsePublicSigningJwk = async (value: unknown): Promise<PublicSigningJwk> => {
  if (!value || typeof value !== 'object') throw new TypeError('A public key JWK is an object')
  const jwk = value as JWK
  if (jwk.d !== undefined) throw new TypeError('A retired key is kept without its private part')
  return publicHalf(jwk)
}

// A key is dropped from here only when every credential it signed may stop verifying.
export const publicKeySet = (
  current: SigningKey,
  retired: readonly PublicSigningJwk[] = [],
): JSONWebKeySet & { keys: PublicSigningJwk[] } => {
  const keys = new Map<string, PublicSigningJwk>([[current.kid, current.publicJwk]])
  for (const key of retired) if (!keys.has(key.kid)) keys.set(key.kid, key)
  return { keys: [...keys.values()] }
}
