import { createHash } from 'node:crypto'

import { normaliseEmail, normaliseName } from './person-match'

/**
 * How the audit log names the person a lookup or erasure was about: masked, so the log does
 * not keep the very details an erasure removed, plus a SHA-256 fingerprint, so an admin can
 * still check later ("did we erase aminah@…?") by hashing the address the same way.
 */

const maskWord = (word: string): string =>
  word.length <= 1 ? word : `${word[0]}${'*'.repeat(Math.min(word.length - 1, 6))}`

/** "aminah@contoh.gov.my" → "a*****@contoh.gov.my": the domain says which organisation. */
export const maskEmail = (email: string): string => {
  const normalised = normaliseEmail(email)
  const at = normalised.lastIndexOf('@')
  if (at <= 0) return maskWord(normalised)
  return `${maskWord(normalised.slice(0, at))}${normalised.slice(at)}`
}

/** "Aminah Yusof" → "a***** y****". */
export const maskName = (name: string): string =>
  normaliseName(name).split(' ').map(maskWord).join(' ')

/** The fingerprint of an e-mail address or name, as the audit log stores it. */
export const fingerprint = (value: string, kind: 'email' | 'name'): string =>
  createHash('sha256')
    .update(`${kind}:${kind === 'email' ? normaliseEmail(value) : normaliseName(value)}`)
    .digest('hex')

/** The audit log's record of who a request was about. */
export const auditSubject = ({ email, name }: { email: string | null; name: string | null }) => ({
  email: email === null ? null : { masked: maskEmail(email), sha256: fingerprint(email, 'email') },
  name: name === null ? null : { masked: maskName(name), sha256: fingerprint(name, 'name') },
})
