import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Asserts that a page comes from Next's full-route cache: once it has a fresh copy, a second
 * request is a HIT. A copy older than the page's `revalidate` (60 s, e.g. cached by an earlier
 * test) is first served STALE while it renders again in the background, so wait for that.
 */
export const expectCacheHit = async (request: APIRequestContext, path: string) => {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], {
      message: `${path} is rendered again after going stale`,
      timeout: 15_000,
    })
    .not.toBe('STALE')
  const second = await request.get(path)
  expect(second.status(), path).toBe(200)
  expect(second.headers()['x-nextjs-cache'], path).toBe('HIT')
}
