import { expect, type Page } from '@playwright/test'

/**
 * Holds the page's framework scripts back until `release()`, as a slow phone link would: the
 * page is painted and its fields can be typed in, but nothing has hydrated. `held()` counts
 * the chunk requests waiting.
 */
const holdFrameworkScripts = async (page: Page) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    held += 1
    await released
    await route.continue()
  })
  return { held: () => held, release: () => release() }
}

/**
 * Opens `path` with its framework scripts held back, once the page has asked for them: what
 * a visitor on a slow link sees and can use before the page comes alive. Call `release()`.
 */
export const openWithScriptsHeld = async (page: Page, path: string) => {
  const scripts = await holdFrameworkScripts(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect.poll(scripts.held).toBeGreaterThan(0)
  return scripts
}
