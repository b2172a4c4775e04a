import { APIError, type Payload, type PayloadRequest } from 'payload'

import {
  parsePublicSigningJwk,
  parseSigningKey,
  publicKeySet,
  type PublicSigningJwk,
  type SigningKey,
} from '@/lib/certificates/signing-keys'

export const NO_SIGNING_KEY =
  'Certificates cannot be signed: CREDENTIAL_SIGNING_KEY is not set (see README, Configuration).'

let parsed: { text: string; key: Promise<SigningKey> } | undefined

// A private JWK or PKCS #8 PEM; `npm start` fills it from .data/credential-signing-key with the
// embedded database.
export const currentSigningKey = (): Promise<SigningKey> | null => {
  const text = process.env.CREDENTIAL_SIGNING_KEY?.trim()
  if (!text) return null
  if (parsed?.text !== text) parsed = { text, key: parseSigningKey(text) }
  return parsed.key
}

export const badSigningKey = (problem: string) =>
  `Certificates cannot be signed: CREDENTIAL_SIGNING_KEY is not a usable key (${problem}).`

export const requireSigningKey = async (): Promise<SigningKey> => {
  const key = currentSigningKey()
  if (!key) throw new APIError(NO_SIGNING_KEY, 503)
  return key.catch((error: unknown) => {
    throw new APIError(badSigningKey(error instanceof Error ? error.message : String(error)), 503)
  })
}

export const signingKeyReady = async (): Promise<boolean> =>
  (await currentSigningKey()?.then(
    () => true,
    () => false,
  )) ?? false

// From its first signature on, a key is published, whatever the setting says later.
export const recordSigningKey = async (req: PayloadRequest, key: SigningKey): Promise<void> => {
  const { totalDocs } = await req.payload.count({
    collection: 'credential-keys',
    where: { kid: { equals: key.kid } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  await req.payload.create({
    collection: 'credential-keys',
    data: { kid: key.kid, publicJwk: key.publicJwk, firstSignedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}

export const publishedKeySet = async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'credential-keys',
    sort: 'firstSignedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const recorded: PublicSigningJwk[] = []
  for (const doc of docs) recorded.push(await parsePublicSigningJwk(doc.publicJwk))
  const current = await currentSigningKey()?.catch(() => null)
  if (current) return publicKeySet(current, recorded)
  return { keys: recorded }
}
