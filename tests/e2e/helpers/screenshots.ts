import type { Page } from '@playwright/test'

import { renderWholePage } from './render-whole-page'

/**
 * A full-page screenshot under test-results/screenshots/ (git-ignored) for people to look at.
 * Scrolls through first so lazily loaded images are in the picture.
 */
export const screenshotPage = async (page: Page, name: string) => {
  await renderWholePage(page)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  // Instant: the site scrolls smoothly, and each smooth scroll holds the call for its animation.
  const scrollTo = (top: number) =>
    page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
  for (let y = 0; y < height; y += 700) {
    await scrollTo(y)
    await page.waitForTimeout(50)
  }
  await scrollTo(0)
  // Every image on the page's width has loaded (slides parked beside the carousel stay lazy).
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return box.width > 0 && box.right > 0 && box.left < window.innerWidth
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  )
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
}
