import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'

import { signCredentialJwt, verifyCredentialJwt } from '@/lib/certificates/credential-jwt'
import {
  certificateCredential,
  issuerProfileDocument,
  revocationListDocument,
  type CertificateCredentialInput,
} from '@/lib/certificates/open-badge'
import {
  generateSigningKey,
  parsePublicSigningJwk,
  parseSigningKey,
  publicKeySet,
  serialiseSigningKey,
  type SigningKey,
} from '@/lib/certificates/signing-keys'

const input: CertificateCredentialInput = {
  siteUrl: 'https://academy.example.my/',
  code: 'K7QF-3M9X-8RTD-W2HN',
  issuer: {
    name: 'Malaysia Leadership Academy Sdn. Bhd.',
    url: 'https://academy.example.my',
    email: 'hello@academy.example.my',
  },
  participantName: 'Nguyễn Thị Ánh',
  programme: {
    url: 'https://academy.example.my/workshops/advanced-strategic-leadership',
    name: 'Advanced Strategic Leadership: Certified Program',
    description: 'Two days on strategy, governance and leading change.',
    criteria: 'Attended every day of the programme.',
  },
  startDay: '2027-03-10',
  endDay: '2027-03-11',
  issuedAt: new Date('2027-03-12T02:30:00.123Z'),
}

/** The JWT with its payload replaced and the original signature kept. */
const withPayload = (jwt: string, change: (payload: Record<string, unknown>) => void) => {
  const [header, payload, signature] = jwt.split('.')
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  change(decoded)
  return [header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.')
}

describe('certificateCredential', () => {
  it('is an Open Badges 3.0 credential on the VC 2.0 data model', () => {
    const credential = certificateCredential(input)
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ])
    expect(credential).toMatchObject({
      id: 'https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN',
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: {
        id: 'https://academy.example.my/verify/issuer.json',
        type: ['Profile'],
        name: 'Malaysia Leadership Academy Sdn. Bhd.',
        url: 'https://academy.example.my',
      },
      validFrom: '2027-03-12T02:30:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'name',
            hashed: false,
            identityHash: 'Nguyễn Thị Ánh',
          },
        ],
        activityStartDate: '2027-03-10T00:00:00+08:00',
        activityEndDate: '2027-03-11T00:00:00+08:00',
        achievement: {
          id: 'https://academy.example.my/workshops/advanced-strategic-leadership',
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: 'Advanced Strategic Leadership: Certified Program',
          criteria: { narrative: 'Attended every day of the programme.' },
        },
      },
      credentialStatus: {
        id: 'https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN/status.json',
        type: '1EdTechRevocationList',
      },
    })
    expect(credential.name).toContain('Advanced Strategic Leadership')
  })

  it('publishes the issuer profile and the credential’s revocation status', () => {
    expect(issuerProfileDocument(input.siteUrl, input.issuer)).toMatchObject({
      id: 'https://academy.example.my/verify/issuer.json',
      type: ['Profile'],
      email: 'hello@academy.example.my',
    })
    const standing = revocationListDocument(input.siteUrl, input.code, null)
    expect(standing.revokedCredentials).toEqual([])
    const revoked = revocationListDocument(input.siteUrl, input.code, {
      revokedAt: new Date('2027-04-01T03:00:00Z'),
      reason: 'Issued in error',
    })
    expect(revoked.revokedCredentials).toEqual([
      {
        id: 'https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN',
        revocationReason: 'Issued in error',
        revokedAt: '2027-04-01T03:00:00Z',
      },
    ])
  })
})

describe('signing keys', () => {
  it('names a key by its thumbprint and reads it back from storage, as JWK or PEM', async () => {
    const key = await generateSigningKey()
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(key.publicJwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: key.kid,
      alg: 'EdDSA',
      use: 'sig',
    })
    const stored = serialiseSigningKey(key)
    expect(JSON.parse(stored)).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: key.kid })
    const read = await parseSigningKey(stored)
    expect(read.kid).toBe(key.kid)

    // A PKCS #8 PEM, as openssl writes one, reads as the same key.
    const { createPrivateKey } = await import('node:crypto')
    const pem = createPrivateKey({ key: key.privateJwk as never, format: 'jwk' })
      .export({ type: 'pkcs8', format: 'pem' })
      .toString()
    expect((await parseSigningKey(pem)).kid).toBe(key.kid)
  })

  it('refuses a stored key that is not a whole Ed25519 private key', async () => {
    const key = await generateSigningKey()
    const other = await generateSigningKey()
    await expect(parseSigningKey('not a key')).rejects.toThrow(TypeError)
    await expect(parseSigningKey(JSON.stringify(key.publicJwk))).rejects.toThrow(/private/)
    await expect(
      parseSigningKey(JSON.stringify({ ...key.privateJwk, x: other.publicJwk.x })),
    ).rejects.toThrow(/does not belong/)
    await expect(
      parseSigningKey(JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'a', y: 'b', d: 'c' })),
    ).rejects.toThrow(/Ed25519/)
    await expect(parsePublicSigningJwk(key.privateJwk)).rejects.toThrow(/without its private/)
  })

  it('lists the current key first and every retired key once', async () => {
    const current = await generateSigningKey()
    const retired = await generateSigningKey()
    const set = publicKeySet(current, [retired.publicJwk, retired.publicJwk, current.publicJwk])
    expect(set.keys.map((key) => key.kid)).toEqual([current.kid, retired.kid])
    expect(JSON.stringify(set)).not.toContain('"d"')
  })
})

describe('credential JWT', () => {
  let key: SigningKey
  let jwt: string

  beforeAll(async () => {
    key = await generateSigningKey()
    jwt = await signCredentialJwt(certificateCredential(input), key)
  })

  it('is the credential itself, signed with EdDSA and typed vc+jwt', () => {
    expect(decodeProtectedHeader(jwt)).toEqual({
      alg: 'EdDSA',
      kid: key.kid,
      typ: 'vc+jwt',
      cty: 'vc',
    })
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'))
    expect(payload).toEqual(certificateCredential(input))
  })

  it('verifies with jose against the published key set', async () => {
    const published = JSON.parse(JSON.stringify(publicKeySet(key)))
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(published), {
      algorithms: ['EdDSA'],
      typ: 'vc+jwt',
    })
    expect(protectedHeader.kid).toBe(key.kid)
    expect(payload.id).toBe('https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN')

    const check = await verifyCredentialJwt(jwt, published)
    expect(check).toMatchObject({ valid: true, kid: key.kid })
  })

  it('refuses an edited payload', async () => {
    const edited = withPayload(jwt, (payload) => {
      const subject = payload.credentialSubject as { identifier: Array<{ identityHash: string }> }
      subject.identifier[0].identityHash = 'Someone Else'
    })
    await expect(
      jwtVerify(edited, createLocalJWKSet(publicKeySet(key)), { algorithms: ['EdDSA'] }),
    ).rejects.toThrow()
    expect(await verifyCredentialJwt(edited, publicKeySet(key))).toEqual({
      valid: false,
      reason: 'forged',
    })
  })

  it('refuses a credential signed by another key, whatever kid it claims', async () => {
    const intruder = await generateSigningKey()
    const foreign = await signCredentialJwt(certificateCredential(input), intruder)
    expect(await verifyCredentialJwt(foreign, publicKeySet(key))).toEqual({
      valid: false,
      reason: 'unknown-key',
    })
    const impostor = await signCredentialJwt(certificateCredential(input), {
      ...intruder,
      kid: key.kid,
    })
    expect(await verifyCredentialJwt(impostor, publicKeySet(key))).toEqual({
      valid: false,
      reason: 'forged',
    })
  })

  it('keeps verifying credentials signed before a rotation', async () => {
    const next = await generateSigningKey()
    const afterRotation = publicKeySet(next, [key.publicJwk])
    const newer = await signCredentialJwt(certificateCredential(input), next)
    expect(await verifyCredentialJwt(jwt, afterRotation)).toMatchObject({
      valid: true,
      kid: key.kid,
    })
    expect(await verifyCredentialJwt(newer, afterRotation)).toMatchObject({
      valid: true,
      kid: next.kid,
    })
    // Dropping the retired key is what ends its credentials.
    expect(await verifyCredentialJwt(jwt, publicKeySet(next))).toMatchObject({ valid: false })
  })

  it('refuses what is not a credential JWT', async () => {
    expect(await verifyCredentialJwt('not.a.jwt', publicKeySet(key))).toEqual({
      valid: false,
      reason: 'malformed',
    })
  })
})
