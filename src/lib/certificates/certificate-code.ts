// The code is the only secret between a stranger and the verification page: 80 random bits,
// beyond guessing at any rate the site allows, in Crockford's base32, which has no letters a
// person confuses when reading or typing a printed certificate (no I, L, O or U).

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const BITS_PER_CHARACTER = 5
const CODE_LENGTH = 16
const GROUP_LENGTH = 4

export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/

const group = (characters: string): string =>
  characters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-')

// Web Crypto rather than node:crypto, so that the module also loads in the browser, where the
// verification form parses codes.
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

const LOOKALIKES: Record<string, string> = { O: '0', I: '1', L: '1' }

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

// Identifies but does not unlock: the verification page is reached by the code alone.
export const formatCertificateNumber = (year: number, sequence: number): string => {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) {
    throw new RangeError(`A certificate year has four digits, got ${year}`)
  }
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`A certificate sequence is a whole number from 1, got ${sequence}`)
  }
  return `CERT-${year}-${String(sequence).padStart(6, '0')}`
}
