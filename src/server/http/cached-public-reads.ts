import { unstable_cache } from 'next/cache'

import { publicReadKey } from '@/lib/http/public-read-key'

import { CONTENT_REVALIDATE_SECONDS } from '../content/revalidate-period'
import { collectionCacheTag } from '../revalidate'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/** The tags whose expiry refreshes each read: videos; blog posts with their images (depth). */
const TAGS = {
  videos: [collectionCacheTag('videos')],
  blog: [collectionCacheTag('blog'), collectionCacheTag('media')],
}

/** Anything that could make Payload answer differently from an anonymous visitor's answer. */
const isAnonymous = (request: Request) =>
  !request.headers.has('authorization') &&
  !/(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

type CachedAnswer = { status: number; contentType: string; body: string }

/**
 * Anonymous GETs of /api/videos and /api/blog answered from Next's data cache instead of a
 * database query each (only the spec's own reads, keyed on what they vary: see
 * src/lib/http/public-read-key.ts): every save of a video, post or image expires them (cache tags, see
 * src/server/revalidate.ts), and `revalidate` bounds the rest (posts published by the job
 * queue, other instances). Staff requests (token or session cookie) always go to Payload, so
 * drafts and inactive videos never enter the cache. Only Next's server has the cache; the
 * in-process integration tests reach Payload directly.
 */
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
          // Errors and refusals are passed on as they are and never kept.
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
