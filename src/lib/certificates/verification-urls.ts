// Printed on paper (the QR code), signed into credentials and added to LinkedIn profiles, so
// these addresses must never move: everything builds them here.

const origin = (siteUrl: string): string => siteUrl.replace(/\/+$/, '')

export const verificationUrl = (siteUrl: string, code: string): string =>
  `${origin(siteUrl)}/verify/${code}`

export const credentialJsonUrl = (siteUrl: string, code: string): string =>
  `${verificationUrl(siteUrl, code)}.json`

export const credentialJwtUrl = (siteUrl: string, code: string): string =>
  `${verificationUrl(siteUrl, code)}.jwt`

// One small list per credential, so that nobody can read off how many certificates the academy
// has withdrawn, or whose.
export const revocationStatusUrl = (siteUrl: string, code: string): string =>
  `${verificationUrl(siteUrl, code)}/status.json`

// Under /verify, beside what it vouches for, so that a site redesign leaves it alone.
export const issuerProfileUrl = (siteUrl: string): string => `${origin(siteUrl)}/verify/issuer.json`

export const jwksUrl = (siteUrl: string): string => `${origin(siteUrl)}/.well-known/jwks.json`
