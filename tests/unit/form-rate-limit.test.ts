import { describe, expect, it } from 'vitest'

import { formRateLimit } from '@/lib/form-rate-limit'

describe('formRateLimit', () => {
  it('defaults to 10 submissions per client and form each hour', () => {
    expect(formRateLimit('contact', {})).toEqual({
      name: 'contact',
      limit: 10,
      windowSeconds: 3600,
    })
    expect(formRateLimit('contact', { RATE_LIMIT_FORMS: ' ' })).toMatchObject({ limit: 10 })
  })

  it('takes the operator’s settings from the environment', () => {
    expect(
      formRateLimit('registration', { RATE_LIMIT_FORMS: '500', RATE_LIMIT_WINDOW_SECONDS: '60' }),
    ).toEqual({ name: 'registration', limit: 500, windowSeconds: 60 })
  })

  it('refuses settings that would switch the limit off or make no sense', () => {
    for (const bad of ['0', '-3', '1.5', 'lots']) {
      expect(() => formRateLimit('contact', { RATE_LIMIT_FORMS: bad })).toThrow(/RATE_LIMIT_FORMS/)
    }
    expect(() => formRateLimit('contact', { RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(
      /RATE_LIMIT_WINDOW_SECONDS/,
    )
  })
})
