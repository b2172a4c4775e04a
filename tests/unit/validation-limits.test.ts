import { describe, expect, it } from 'vitest'

import { TEXT_LIMITS } from '@/lib/validation/limits'

describe('TEXT_LIMITS', () => {
  it('matches the agreed maximum lengths', () => {
    expect(TEXT_LIMITS).toEqual({
      name: 120,
      email: 254,
      phone: 30,
      organization: 200,
      address: 500,
      message: 5000,
      subject: 250,
      program: 200,
      title: 200,
      description: 2000,
      url: 500,
      fileName: 255,
      notes: 2000,
    })
  })
})
