import { describe, expect, it } from 'vitest'

import { serverHeapMb } from '../../scripts/server-heap.mjs'

const GiB = 1024 ** 3

describe('the production server’s heap limit', () => {
  it('is 40% of the memory it may use, at least 256 MB and at most 1 GB', () => {
    expect(serverHeapMb({}, 1 * GiB)).toBe(409)
    expect(serverHeapMb({}, 0.5 * GiB)).toBe(256)
    expect(serverHeapMb({}, 24 * GiB)).toBe(1024)
  })

  it('is SERVER_HEAP_MB when that is set to a sensible figure', () => {
    expect(serverHeapMb({ SERVER_HEAP_MB: '384' }, 24 * GiB)).toBe(384)
    expect(serverHeapMb({ SERVER_HEAP_MB: '12' }, 1 * GiB)).toBe(409)
    expect(serverHeapMb({ SERVER_HEAP_MB: 'lots' }, 1 * GiB)).toBe(409)
  })
})
