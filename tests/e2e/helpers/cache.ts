import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Asserts that a page comes from Next's full-route cache: it is answered with a HIT. A copy
 * older than the page's `revalidate` (60 s, e.g. cached by an earlier test) is first served
 * STALE while it renders again in the background, and a copy can turn stale between two
 * requests, so the answers are polled until one is a HIT (a page rendered per request never
 * is one).
 */
export const expectCacheHit = async (request: APIRequestContext, path: string) => {
  await expect
    .poll(
      async () => {
        const response = await request.get(path)
        return `${response.status()} ${response.headers()['x-nextjs-cache']}`
      },
      { message: `${path} is served from the full-route cache`, timeout: 15_000 },
    )
    .toBe('200 HIT')
}
