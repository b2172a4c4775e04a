import { describe, expect, it } from 'vitest'

import { credentialChange } from '@/lib/auth/credential-change'

const stored = { email: 'aminah@staff.test' }

describe('credentialChange', () => {
  it('sees a new e-mail and a new password', () => {
    expect(credentialChange(stored, { email: 'other@staff.test' })).toEqual({
      email: true,
      password: false,
    })
    expect(credentialChange(stored, { password: 'a new one' })).toEqual({
      email: false,
      password: true,
    })
  })

  it('does not count the same e-mail in other case or spacing, or an empty password', () => {
    expect(credentialChange(stored, { email: ' Aminah@Staff.test ', password: '' })).toEqual({
      email: false,
      password: false,
    })
    expect(credentialChange(stored, { name: 'x' } as never)).toEqual({
      email: false,
      password: false,
    })
  })
})
