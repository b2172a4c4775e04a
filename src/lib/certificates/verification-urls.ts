/**
 * The public addresses a certificate is known by. They are printed on paper (the QR code),
 * signed into credentials and added to LinkedIn profiles, so they must never move: every
 * part of the system builds them here.
 */

/** The site's origin without a trailing slash, so that joining never doubles one. */
const origin = (siteUrl: string): string => siteUrl.replace(/\/+$/, '')

/** The human page, and the credential's `id`. */
export const verificationUrl = (siteUrl: string, code: string): string =>
  `${origin(siteUrl)}/verify/${code}`

/** The Open Badges credential as plain JSON. */
export const credentialJsonUrl = (siteUrl: string, code: string): string =>
  `${verificationUrl(siteUrl, code)}.json`

/** The same credential signed as a VC-JWT. */
export const credentialJwtUrl = (siteUrl: string, code: string): string =>
  `${verificationUrl(siteUrl, code)}.jwt`

/**
 * Where a verifier asks whether this one credential has been revoked. One small list per
 * credential rather than one list of every revocation, so that nobody can read off how many
 * certificates the academy has withdrawn, or whose.
 */
export const revocationStatusUrl = (siteUrl: string, code: string): string =>
  `${verificationUrl(siteUrl, code)}/status.json`

/**
 * The academy as an issuer (an Open Badges Profile). Under /verify rather than at the site's
 * root, so that it sits beside what it vouches for and a site redesign leaves it alone.
 */
export const issuerProfileUrl = (siteUrl: string): string => `${origin(siteUrl)}/verify/issuer.json`

/** The public keys that verify the academy's credentials, current and retired. */
export const jwksUrl = (siteUrl: string): string => `${origin(siteUrl)}/.well-known/jwks.json`
