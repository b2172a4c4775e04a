import { describe, expect, it } from 'vitest'

import { formatRegistrationReference } from '@/lib/registration-reference'

describe('formatRegistrationReference', () => {
  it('pads the sequence to four digits', () => {
    expect(formatRegistrationReference('ASL', 2025, 42)).toBe('ASL-2025-0042')
    expect(formatRegistrationReference('ASL', 2025, 1)).toBe('ASL-2025-0001')
    expect(formatRegistrationReference('ASL', 2026, 9999)).toBe('ASL-2026-9999')
  })

  it('never truncates longer sequences', () => {
    expect(formatRegistrationReference('ASL', 2025, 10000)).toBe('ASL-2025-10000')
    expect(formatRegistrationReference('ASL', 2025, 1234567)).toBe('ASL-2025-1234567')
  })

  it('refuses sequences that are not whole non-negative numbers', () => {
    expect(() => formatRegistrationReference('ASL', 2025, -1)).toThrow(RangeError)
    expect(() => formatRegistrationReference('ASL', 2025, 1.5)).toThrow(RangeError)
    expect(() => formatRegistrationReference('ASL', 2025, Number.NaN)).toThrow(RangeError)
  })
})
