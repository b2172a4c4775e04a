import { describe, expect, it } from 'vitest'

import { rewriteTarget } from '@/lib/routing/rewrite-target'

const asked = new URL('http://localhost:3000/gallery?category=Training')

describe('rewriteTarget', () => {
  it('keeps the proxy’s origin when no host was given to the server', () => {
    expect(rewriteTarget(asked, '/gallery/training', undefined).href).toBe(
      'http://localhost:3000/gallery/training?category=Training',
    )
  })

  it('moves to the host the server listens on, as the router resolves rewrites', () => {
    expect(rewriteTarget(asked, '/gallery/training', '127.0.0.1').origin).toBe(
      'http://127.0.0.1:3000',
    )
    expect(rewriteTarget(asked, '/gallery/training', '0.0.0.0').origin).toBe('http://0.0.0.0:3000')
    expect(rewriteTarget(asked, '/blog/1/en', '::').origin).toBe('http://[::]:3000')
  })
})
