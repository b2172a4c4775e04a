import { NextResponse, type NextRequest } from 'next/server'

import { publicPageRewrite } from '@/lib/routing/page-rewrites'
import { rewriteTarget } from '@/lib/routing/rewrite-target'

// Turns the blog and gallery pages' query into a path so they can come from the full-route cache.
// Not run before the API: a proxied request costs Next.js a copy of its body.
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const page = publicPageRewrite(pathname, searchParams)
  if (page) return NextResponse.rewrite(rewriteTarget(request.nextUrl, page, process.env.HOST))
  return NextResponse.next()
}

// The pages of src/lib/routing/page-rewrites.ts. (Literals: Next.js reads this config without
// running the module.)
export const config = {
  matcher: ['/blog', '/blog/:segment', '/gallery'],
}
