import { describe, expect, it } from 'vitest'

import {
  CURRENT_HASH_PARAMETERS,
  CURRENT_HASH_PREFIX,
  readStoredHash,
} from '@/lib/auth/password-hash-format'

describe('readStoredHash', () => {
  it('reads a current hash: its digest after the prefix, 600,000 iterations, 32 bytes', () => {
    expect(readStoredHash(`${CURRENT_HASH_PREFIX}abcd`)).toEqual({
      digest: 'abcd',
      ...CURRENT_HASH_PARAMETERS,
    })
    expect(CURRENT_HASH_PARAMETERS).toEqual({ iterations: 600_000, keyLength: 32 })
  })

  it('reads a hash from before the prefix with its older parameters', () => {
    expect(readStoredHash('ef01')).toEqual({ digest: 'ef01', iterations: 25_000, keyLength: 512 })
  })
})
