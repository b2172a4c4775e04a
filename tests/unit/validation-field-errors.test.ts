import { describe, expect, it } from 'vitest'

import { toFieldErrors, validate } from '@/lib/validation/field-errors'
import * as z from '@/lib/validation/zod'

const schema = z.object({
  name: z.string().check(z.minLength(2, 'too short'), z.regex(/^[a-z]+$/, 'letters only')),
  address: z.object({ city: z.string({ error: 'city needed' }) }),
  tags: z.array(z.string({ error: 'tag must be text' })),
})

describe('toFieldErrors', () => {
  it('keeps the first message for each field and joins nested paths with dots', () => {
    const result = schema.safeParse({ name: '1', address: {}, tags: ['ok', 3] })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(toFieldErrors(result.error)).toEqual([
      { path: 'name', message: 'too short' },
      { path: 'address.city', message: 'city needed' },
      { path: 'tags.1', message: 'tag must be text' },
    ])
  })

  it('uses an empty path for problems with the whole input', () => {
    const result = schema.safeParse('nope')
    expect(result.success).toBe(false)
    if (result.success) return
    expect(toFieldErrors(result.error)).toEqual([{ path: '', message: expect.any(String) }])
  })
})

describe('validate', () => {
  it('returns the parsed data when valid', () => {
    expect(validate(z.object({ n: z.coerce.number() }), { n: '5', extra: true })).toEqual({
      ok: true,
      data: { n: 5 },
    })
  })

  it('returns field errors when invalid', () => {
    expect(validate(z.object({ n: z.number({ error: 'number please' }) }), {})).toEqual({
      ok: false,
      errors: [{ path: 'n', message: 'number please' }],
    })
  })
})
