import { describe, expect, it } from 'vitest'

import {
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
} from '@/lib/password-policy'

describe('passwordProblem', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('elevenchars')).toBe(PASSWORD_TOO_SHORT_MESSAGE)
    expect(passwordProblem('')).toBe(PASSWORD_TOO_SHORT_MESSAGE)
    expect(passwordProblem(undefined)).toBe(PASSWORD_TOO_SHORT_MESSAGE)
  })

  it.each([
    'password1234',
    'Password1234!',
    'qwertyuiop12',
    '111111111111',
    'abcdefghijkl',
    'iloveyou1234',
    'letmein12345',
    '1q2w3e4r5t6y',
  ])('refuses the common or trivially varied password %s', (password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON_MESSAGE)
  })

  it('accepts long passphrases and random passwords', () => {
    expect(passwordProblem('twelve-chars')).toBeNull()
    expect(passwordProblem('a much longer pass phrase')).toBeNull()
    expect(passwordProblem('correct-horse-battery-staple')).toBeNull()
    expect(passwordProblem('XshSjlaZ6fLkCJb2YgFk5ZW-')).toBeNull()
  })
})
