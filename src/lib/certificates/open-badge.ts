import { issuerProfileUrl, revocationStatusUrl, verificationUrl } from './verification-urls'

/**
 * A certificate as an Open Badges 3.0 credential: a W3C Verifiable Credential (data model
 * 2.0) that wallets, LinkedIn-style profiles and HR systems can read and check without
 * asking the academy. Only what the verification page shows goes in: the name as printed,
 * the programme, its dates and the issue date. The printed certificate number stays out:
 * Open Badges has no place for an issuer's serial number, and the credential's id (its
 * verification address) already names it uniquely.
 */

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const

/** Open Badges' own revocation method: a list of the revoked credentials among those it covers. */
export const REVOCATION_LIST_TYPE = '1EdTechRevocationList'

export type IssuerDetails = {
  name: string
  /** The academy's public site. */
  url: string
  email?: string
  /** An absolute address of the academy's logo. */
  imageUrl?: string
}

export type CertificateCredentialInput = {
  siteUrl: string
  code: string
  issuer: IssuerDetails
  /** The participant's name as printed on the certificate. */
  participantName: string
  programme: {
    /** A stable address for the programme (the achievement), e.g. its public page. */
    url: string
    name: string
    description: string
    /** What earning it took, in a sentence: attendance, in this academy's case. */
    criteria: string
  }
  /** The edition's first and last days, 'YYYY-MM-DD' in Malaysia. */
  startDay: string
  endDay: string
  /** When the certificate was issued. */
  issuedAt: Date
}

export type IssuerProfile = {
  id: string
  type: ['Profile']
  name: string
  url: string
  email?: string
  image?: { id: string; type: 'Image' }
}

export type OpenBadgeCredential = {
  '@context': typeof CREDENTIAL_CONTEXTS
  id: string
  type: ['VerifiableCredential', 'OpenBadgeCredential']
  name: string
  issuer: IssuerProfile
  validFrom: string
  awardedDate: string
  credentialSubject: {
    type: ['AchievementSubject']
    identifier: Array<{
      type: 'IdentityObject'
      identityType: 'name'
      hashed: false
      identityHash: string
    }>
    activityStartDate: string
    activityEndDate: string
    achievement: {
      id: string
      type: ['Achievement']
      achievementType: 'Certificate'
      name: string
      description: string
      criteria: { narrative: string }
    }
  }
  credentialStatus: { id: string; type: typeof REVOCATION_LIST_TYPE }
}

/** A day's start on Malaysia's clock, as the date-time Open Badges' activity dates take. */
const malaysianMidnight = (day: string) => `${day}T00:00:00+08:00`

/** Seconds are the finest any reader of a credential needs; milliseconds only add noise. */
const isoSeconds = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z')

export const issuerProfile = (siteUrl: string, issuer: IssuerDetails): IssuerProfile => ({
  id: issuerProfileUrl(siteUrl),
  type: ['Profile'],
  name: issuer.name,
  url: issuer.url,
  ...(issuer.email ? { email: issuer.email } : {}),
  ...(issuer.imageUrl ? { image: { id: issuer.imageUrl, type: 'Image' as const } } : {}),
})

/** The issuer profile as a document of its own, served at issuerProfileUrl. */
export const issuerProfileDocument = (siteUrl: string, issuer: IssuerDetails) => ({
  '@context': CREDENTIAL_CONTEXTS,
  ...issuerProfile(siteUrl, issuer),
})

export const certificateCredential = (input: CertificateCredentialInput): OpenBadgeCredential => {
  const { siteUrl, code, programme } = input
  const issued = isoSeconds(input.issuedAt)
  return {
    '@context': CREDENTIAL_CONTEXTS,
    id: verificationUrl(siteUrl, code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${programme.name}: certificate of completion`,
    issuer: issuerProfile(siteUrl, input.issuer),
    validFrom: issued,
    awardedDate: issued,
    credentialSubject: {
      type: ['AchievementSubject'],
      // Open Badges names a recipient through identity objects; a name is one of its
      // identity types. The academy knows no e-mail or ID it could publish for each person.
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: input.participantName,
        },
      ],
      activityStartDate: malaysianMidnight(input.startDay),
      activityEndDate: malaysianMidnight(input.endDay),
      achievement: {
        id: programme.url,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: programme.name,
        description: programme.description,
        criteria: { narrative: programme.criteria },
      },
    },
    credentialStatus: { id: revocationStatusUrl(siteUrl, code), type: REVOCATION_LIST_TYPE },
  }
}

export type Revocation = { revokedAt: Date; reason: string }

/**
 * What revocationStatusUrl answers: the credential listed as revoked (with the academy's
 * reason) or an empty list while it stands.
 */
export const revocationListDocument = (
  siteUrl: string,
  code: string,
  revocation: Revocation | null,
) => ({
  id: revocationStatusUrl(siteUrl, code),
  issuer: issuerProfileUrl(siteUrl),
  revokedCredentials: revocation
    ? [
        {
          id: verificationUrl(siteUrl, code),
          revocationReason: revocation.reason,
          revokedAt: isoSeconds(revocation.revokedAt),
        },
      ]
    : [],
})
