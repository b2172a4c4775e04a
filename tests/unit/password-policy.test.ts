import { describe, expect, it } from 'vitest'

import { PASSWORD_TOO_SHORT_MESSAGE, passwordProblem } from '@/lib/password-policy'

describe('passwordProblem', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('elevenchars')).toBe(PASSWORD_TOO_SHORT_MESSAGE)
    expect(passwordProblem('')).toBe(PASSWORD_TOO_SHORT_MESSAGE)
    expect(passwordProblem(undefined)).toBe(PASSWORD_TOO_SHORT_MESSAGE)
  })

  it('accepts 12 characters and more', () => {
    expect(passwordProblem('twelve-chars')).toBeNull()
    expect(passwordProblem('a much longer pass phrase')).toBeNull()
  })
})
