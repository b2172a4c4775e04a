import type { Page, Route } from '@playwright/test'

/**
 * A form's post to its server action, as the page's scripts send it: a POST to the page's own
 * address carrying Next's `next-action` header. `handle` decides what happens to it.
 */
export const onFormPosts = async (
  page: Page,
  path: string,
  handle: (route: Route) => Promise<void>,
) => {
  await page.route(`**${path}`, async (route) => {
    const request = route.request()
    if (request.method() === 'POST' && (await request.headerValue('next-action')) !== null) {
      await handle(route)
    } else {
      await route.fallback()
    }
  })
}

/**
 * Holds a form's posts for a moment before letting them through to the real server, so a
 * test can see the form's sending state. Nothing is answered for the server.
 */
export const delayFormPosts = (page: Page, path: string, ms = 800) =>
  onFormPosts(page, path, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
