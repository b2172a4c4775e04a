import { issuerProfileUrl, revocationStatusUrl, verificationUrl } from './verification-urls'

// Only what the verification page shows goes in. The certificate number stays out: Open Badges
// has no place for an issuer's serial number, and the id (the verification address) names it.

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const

export const REVOCATION_LIST_TYPE = '1EdTechRevocationList'

export type IssuerDetails = {
  name: string
  url: string
  email?: string
  imageUrl?: string
}

export type CertificateCredentialInput = {
  siteUrl: string
  code: string
  issuer: IssuerDetails
  participantName: string
  programme: {
    url: string
    name: string
    description: string
    criteria: string
  }
  startDay: string
  endDay: string
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

const malaysianMidnight = (day: string) => `${day}T00:00:00+08:00`

const isoSeconds = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z')

export const issuerProfile = (siteUrl: string, issuer: IssuerDetails): IssuerProfile => ({
  id: issuerProfileUrl(siteUrl),
  type: ['Profile'],
  name: issuer.name,
  url: issuer.url,
  ...(issuer.email ? { email: issuer.email } : {}),
  ...(issuer.imageUrl ? { image: { id: issuer.imageUrl, type: 'Image' as const } } : {}),
})

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
      // A name is one of Open Badges' identity types; the academy knows no e-mail or ID it could
      // publish for each person.
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
