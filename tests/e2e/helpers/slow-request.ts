import type { Page } from '@playwright/test'

/**
 * Holds the page's next POSTs to a path for a moment before letting them through to the real
 * server, so a test can see the form's submitting state. Nothing is answered for the server.
 */
export const delayPosts = async (page: Page, path: string, ms = 800) => {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}
