/** Staff passwords guard registrations and personal data, so they must be long. */
export const MIN_PASSWORD_LENGTH = 12

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`

/** Returns the reason a password is refused, or null when it is acceptable. */
export const passwordProblem = (password: unknown): string | null => {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    return PASSWORD_TOO_SHORT_MESSAGE
  }
  return null
}
