import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'

import { contactResolver } from '@/components/forms/validation/contact-resolver'
import { lazyResolver } from '@/components/forms/lazy-resolver'
import type { contactSchema } from '@/lib/validation/contact'

type Values = z.input<typeof contactSchema>
const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<Values>
const filled: Values = {
  name: '  Aina  ',
  email: 'aina@example.my',
  phone: '',
  message: 'Hello',
}

describe('lazyResolver', () => {
  it('validates with the loaded resolver, and loads it once', async () => {
    const load = vi.fn(async () => contactResolver)
    const { resolver } = lazyResolver(load)

    const invalid = await resolver({ ...filled, email: 'nope@' }, undefined, options)
    expect(invalid.errors.email?.message).toBe('Please enter a valid email address')

    const valid = await resolver(filled, undefined, options)
    expect(valid.errors).toEqual({})
    expect(valid.values).toMatchObject({ name: 'Aina', email: 'aina@example.my' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('starts loading at warm, before the first submit', async () => {
    const load = vi.fn(async () => contactResolver)
    const { resolver, warm } = lazyResolver(load)
    warm()
    warm()
    expect(load).toHaveBeenCalledTimes(1)
    await resolver(filled, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('passes the values on unchecked when the code cannot be fetched, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof contactResolver>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(contactResolver)
    const { resolver } = lazyResolver(load)

    // The server checks them with the same schema; its messages then show beside the fields.
    const unchecked = await resolver({ ...filled, email: 'nope@' }, undefined, options)
    expect(unchecked).toEqual({ values: { ...filled, email: 'nope@' }, errors: {} })

    const checked = await resolver({ ...filled, email: 'nope@' }, undefined, options)
    expect(checked.errors.email?.message).toBe('Please enter a valid email address')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failed warm-up is not an unhandled rejection and is retried at submit', async () => {
    const load = vi
      .fn<() => Promise<typeof contactResolver>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(contactResolver)
    const { resolver, warm } = lazyResolver(load)
    warm()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const result = await resolver({ ...filled, name: '' }, undefined, options)
    expect(result.errors.name?.message).toBe('Please fill in all required fields')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
