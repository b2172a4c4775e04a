import { describe, expect, it } from 'vitest'

import {
  PERSON_REQUIRED,
  personalDataQuery,
  personalDataRequestSchema,
} from '@/lib/privacy/personal-data-request'
import { validate } from '@/lib/validation/field-errors'
import { INVALID_EMAIL, NAME_TOO_SHORT } from '@/lib/validation/messages'

const check = (input: unknown) => validate(personalDataRequestSchema, input)

describe('personal data request', () => {
  it('takes an e-mail address, normalised', () => {
    expect(check({ email: '  Aminah@Contoh.gov.my ' })).toEqual({
      ok: true,
      data: { email: 'aminah@contoh.gov.my', name: null },
    })
  })

  it('takes a full name, normalised, or both', () => {
    expect(check({ name: ' Ali   Hassan ' })).toEqual({
      ok: true,
      data: { email: null, name: 'ali hassan' },
    })
    // What the dashboard sends back from a lookup by e-mail only.
    expect(check({ email: 'a@x.my', name: null })).toEqual({
      ok: true,
      data: { email: 'a@x.my', name: null },
    })
    expect(check({ email: 'a@x.my', name: 'Ali Hassan' })).toEqual({
      ok: true,
      data: { email: 'a@x.my', name: 'ali hassan' },
    })
  })

  it('refuses a request naming nobody', () => {
    for (const input of [
      {},
      { email: '' },
      { email: '   ', name: '' },
      { email: null, name: null },
      { other: 'x' },
    ]) {
      expect(check(input)).toEqual({
        ok: false,
        errors: [{ path: 'email', message: PERSON_REQUIRED }],
      })
    }
  })

  it('refuses a malformed e-mail, a one-letter name and wrong types', () => {
    expect(check({ email: 'not-an-address' })).toEqual({
      ok: false,
      errors: [{ path: 'email', message: INVALID_EMAIL }],
    })
    expect(check({ name: 'A' })).toEqual({
      ok: false,
      errors: [{ path: 'name', message: NAME_TOO_SHORT }],
    })
    expect(check({ email: 42 })).toMatchObject({ ok: false })
    expect(check({ email: `${'a'.repeat(250)}@x.my` })).toMatchObject({ ok: false })
  })

  it('reads only email and name from a query string', () => {
    expect(personalDataQuery(new URLSearchParams('email=a%40x.my&where[id]=1'))).toEqual({
      email: 'a@x.my',
      name: undefined,
    })
  })
})
