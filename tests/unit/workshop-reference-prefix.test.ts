import { describe, expect, it } from 'vitest'

import { checkReferencePrefix, REFERENCE_PREFIX_MESSAGE } from '@/lib/workshop/reference-prefix'

describe('checkReferencePrefix', () => {
  it('takes 2 to 6 capital letters', () => {
    for (const prefix of ['AS', 'ASL', 'ASLB', 'CERTPR']) {
      expect(checkReferencePrefix(prefix, undefined), prefix).toBe(true)
    }
  })

  it('refuses anything else with the message', () => {
    for (const prefix of ['<i>x a', 'A', 'ABCDEFG', 'asl', 'AS1', 'AS-L', ' ASL', 'ÁSL', 42]) {
      expect(checkReferencePrefix(prefix, 'ASL'), String(prefix)).toBe(REFERENCE_PREFIX_MESSAGE)
    }
  })

  it('requires one', () => {
    for (const prefix of [undefined, null, '']) {
      expect(checkReferencePrefix(prefix, undefined)).toBe('This field is required.')
      expect(checkReferencePrefix(prefix, 'ASL')).toBe('This field is required.')
    }
  })

  it('lets an edition keep the prefix it has, even one saved before the rule', () => {
    expect(checkReferencePrefix('asl-2025', 'asl-2025')).toBe(true)
    expect(checkReferencePrefix('ASL', 'asl-2025')).toBe(true)
    expect(checkReferencePrefix('asl-2026', 'asl-2025')).toBe(REFERENCE_PREFIX_MESSAGE)
  })
})
