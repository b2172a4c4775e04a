import { unstable_cache } from 'next/cache'

import { publicReadKey } from '@/lib/http/public-read-key'

import { CONTENT_REVALIDATE_SECONDS } from '../content/revalidate-period'
import { collectionCacheTag } from '../revalidate'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

// Blog posts include their images (depth).
const TAGS = {
  videos: [collectionCacheTag('videos')],
  blog: [collectionCacheTag('blog'), collectionCacheTag('media')],
}

const isAnonymous = (request: Request) =>
  !request.headers.has('authorization') &&
  !/(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

type CachedAnswer = { status: number; contentType: string; body: string }

// Staff requests (token or cookie) always reach Payload, so drafts and inactive videos are never
// cached. Saves expire entries by tag; `revalidate` bounds the rest (posts the job queue
// publishes, other instances). Only Next's server has this cache, not the integration tests.
export const withCachedPublicReads =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const url = new URL(request.url)
    const read = publicReadKey(url.pathname, url.searchParams)
    if (!read || !process.env.NEXT_RUNTIME || !isAnonymous(request)) {
      return handler(request, context)
    }
    // Next.js forbids reading the incoming request inside a cached function (it tracks what a
    // route reads); a plain copy of it is what Payload reads there instead.
    const copy = new Request(url, { headers: new Headers(request.headers) })
    let uncacheable: Response | undefined
    const answer = await unstable_cache(
      async (): Promise<CachedAnswer> => {
        const response = await handler(copy, context)
        if (response.status !== 200) {
          uncacheable = response
          throw new Error('not cacheable')
        }
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          body: await response.text(),
        }
      },
      ['public-api-read', read.key],
      { tags: TAGS[read.collection], revalidate: CONTENT_REVALIDATE_SECONDS },
    )().catch((error: unknown) => {
      if (uncacheable) return uncacheable
      throw error
    })
    if (answer instanceof Response) return answer
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    })
  }
