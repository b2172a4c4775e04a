import { NextResponse, type NextRequest } from 'next/server'

import { publicPageRewrite } from '@/lib/routing/page-rewrites'
import { rewriteTarget } from '@/lib/routing/rewrite-target'

/**
 * Runs before the blog and gallery pages, whose query it turns into a path so they can come
 * from the full-route cache. Not before the API: a request that passes through the proxy
 * costs Next.js a copy of its body; the API's route handlers check body sizes themselves
 * (src/server/http/body-size.ts).
 */
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
