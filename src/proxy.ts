import { NextResponse, type NextRequest } from 'next/server'

import { BODY_TOO_LARGE_MESSAGE, bodyLimitFor } from '@/lib/http/body-limits'
import { publicPageRewrite } from '@/lib/routing/page-rewrites'
import { rewriteTarget } from '@/lib/routing/rewrite-target'

const WRITES = new Set(['POST', 'PUT', 'PATCH'])

/**
 * Runs before every API route, where it refuses oversized bodies, and before the blog and
 * gallery pages, whose query it turns into a path so they can come from the full-route cache.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl

  const page = publicPageRewrite(pathname, searchParams)
  if (page) return NextResponse.rewrite(rewriteTarget(request.nextUrl, page, process.env.HOST))

  if (WRITES.has(request.method) && request.body) {
    const declared = request.headers.get('content-length')
    // A chunked body has no declared length and could only be measured by buffering it
    // whole. With neither header there is no body at all (HTTP/1.1), e.g. `curl -X POST`.
    if (declared === null && request.headers.has('transfer-encoding')) {
      return NextResponse.json(
        { errors: [{ message: 'Content-Length is required.' }] },
        { status: 411 },
      )
    }
    const length = Number(declared ?? 0)
    if (length > bodyLimitFor(request.headers.get('content-type'))) {
      return NextResponse.json({ errors: [{ message: BODY_TOO_LARGE_MESSAGE }] }, { status: 413 })
    }
  }

  return NextResponse.next()
}

// API requests only when they carry a body (a length or a chunked transfer): reads, most of
// the API's traffic, then skip the proxy's per-request cost. Not the upload links of
// /api/objects/uploads/: Next.js copies a body that passes through the proxy into memory (and
// cuts it at 10 MB), while those stream up to 100 MB to disk and check their own length. The
// pages are those of src/lib/routing/page-rewrites.ts. (Literals: Next.js reads this config
// without running the module.)
export const config = {
  matcher: [
    { source: '/api/((?!objects/uploads/).*)', has: [{ type: 'header', key: 'content-length' }] },
    {
      source: '/api/((?!objects/uploads/).*)',
      has: [{ type: 'header', key: 'transfer-encoding' }],
    },
    '/blog',
    '/blog/:segment',
    '/gallery',
  ],
}
