import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

/** Staff passwords guard registrations and personal data, so they must be long. */
export const MIN_PASSWORD_LENGTH = 12

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`

export const PASSWORD_TOO_COMMON_MESSAGE =
  'Password is too common or too easy to guess: use a longer passphrase of unrelated words'

/**
 * zxcvbn's 0–4 scale: below 3 the password is a common one or a small variation of one
 * (password1234, Password1234!, qwertyuiop12, 111111111111, letmein12345), which an
 * attacker's word lists try first. 3 means "safely unguessable" for an online attack.
 */
const MIN_STRENGTH_SCORE = 3

// Building the matcher reads the common-password and word lists (a few MB), so it is made
// once, on the first password checked, and only on the server paths that set passwords.
let strengthEstimator: ZxcvbnFactory | undefined
const estimator = () =>
  (strengthEstimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

/** Returns the reason a password is refused, or null when it is acceptable. */
export const passwordProblem = (password: unknown): string | null => {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    return PASSWORD_TOO_SHORT_MESSAGE
  }
  if (estimator().check(password).score < MIN_STRENGTH_SCORE) return PASSWORD_TOO_COMMON_MESSAGE
  return null
}
