import { createHash } from 'node:crypto'

import { normaliseEmail, normaliseName } from './person-match'

// Masked: the log keeps nothing an erasure removed; its hash lets an admin check an address later.

const maskWord = (word: string): string =>
  word.length <= 1 ? word : `${word[0]}${'*'.repeat(Math.min(word.length - 1, 6))}`

export const maskEmail = (email: string): string => {
  const normalised = normaliseEmail(email)
  const at = normalised.lastIndexOf('@')
  if (at <= 0) return maskWord(normalised)
  return `${maskWord(normalised.slice(0, at))}${normalised.slice(at)}`
}

export const maskName = (name: string): string =>
  normaliseName(name).split(' ').map(maskWord).join(' ')

export const fingerprint = (value: string, kind: 'email' | 'name'): string =>
  createHash('sha256')
    .update(`${kind}:${kind === 'email' ? normaliseEmail(value) : normaliseName(value)}`)
    .digest('hex')

export const auditSubject = ({ email, name }: { email: string | null; name: string | null }) => ({
  email: email === null ? null : { masked: maskEmail(email), sha256: fingerprint(email, 'email') },
  name: name === null ? null : { masked: maskName(name), sha256: fingerprint(name, 'name') },
})
