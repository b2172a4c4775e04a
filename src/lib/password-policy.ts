import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

export const MIN_PASSWORD_LENGTH = 12

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`

export const PASSWORD_TOO_COMMON_MESSAGE =
  'Password is too common or too easy to guess: use a longer passphrase of unrelated words'

// Below 3 on zxcvbn's 0–4 scale is a common password or a variation, which attackers try first.
const MIN_STRENGTH_SCORE = 3

// Reads a few MB of word lists, so built once, on the first password checked.
let strengthEstimator: ZxcvbnFactory | undefined
const estimator = () =>
  (strengthEstimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

export const passwordProblem = (password: unknown): string | null => {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    return PASSWORD_TOO_SHORT_MESSAGE
  }
  if (estimator().check(password).score < MIN_STRENGTH_SCORE) return PASSWORD_TOO_COMMON_MESSAGE
  return null
}
