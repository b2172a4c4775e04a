/**
 * A certificate's code is the only secret standing between a stranger and the verification
 * page, so it is drawn at random (80 bits: beyond guessing at any rate the site allows) and
 * written in Crockford's base32, which has no letters a person confuses when reading a
 * printed certificate aloud or typing it: no I, L, O or U.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const BITS_PER_CHARACTER = 5
const CODE_LENGTH = 16
const GROUP_LENGTH = 4

/** The canonical form, e.g. 'K7QF-3M9X-8RTD-W2HN'. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/

const group = (characters: string): string =>
  characters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-')

/**
 * A new code from the platform's cryptographic generator. Web Crypto rather than node:crypto
 * so that the module also loads in the browser, where the verification form parses codes.
 */
export const newCertificateCode = (
  randomBytes: (length: number) => Uint8Array = (length) =>
    globalThis.crypto.getRandomValues(new Uint8Array(length)),
): string => {
  const bytes = randomBytes((CODE_LENGTH * BITS_PER_CHARACTER) / 8)
  let bits = 0
  let buffered = 0
  let characters = ''
  for (const byte of bytes) {
    buffered = (buffered << 8) | byte
    bits += 8
    while (bits >= BITS_PER_CHARACTER) {
      bits -= BITS_PER_CHARACTER
      characters += ALPHABET[(buffered >> bits) & 0b11111]
    }
    buffered &= (1 << bits) - 1
  }
  return group(characters)
}

/** Letters people type for the digits they mean, as Crockford's decoding rules read them. */
const LOOKALIKES: Record<string, string> = { O: '0', I: '1', L: '1' }

/**
 * What a person typed or pasted, in canonical form, or null when it cannot be a code. Case,
 * spaces and dashes do not matter, O reads as 0 and I or L as 1; a whole verification
 * address pasted in is read from its last part.
 */
export const parseCertificateCode = (input: string): string | null => {
  const lastPart = input.trim().split('/').filter(Boolean).pop() ?? ''
  const characters = lastPart
    .replace(/\.(json|jwt)$/i, '')
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/[OIL]/g, (letter) => LOOKALIKES[letter])
  if (characters.length !== CODE_LENGTH) return null
  if ([...characters].some((character) => !ALPHABET.includes(character))) return null
  return group(characters)
}

/**
 * The number printed on a certificate for people to quote ('CERT-2027-000123'): a year and
 * a running sequence, readable on the phone. It identifies but does not unlock: the
 * verification page is reached by the code alone.
 */
export const formatCertificateNumber = (year: number, sequence: number): string => {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) {
    throw new RangeError(`A certificate year has four digits, got ${year}`)
  }
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`A certificate sequence is a whole number from 1, got ${sequence}`)
  }
  return `CERT-${year}-${String(sequence).padStart(6, '0')}`
}
