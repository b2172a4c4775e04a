import type { Page } from '@playwright/test'

/**
 * Scrolls through the page so that its lazily loaded pictures load, back to the top, and waits
 * until every picture across the page's width has arrived, for a whole-page screenshot.
 */
export const loadEveryPicture = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  // Instant: the site scrolls smoothly, and each smooth scroll holds the call for its animation.
  const scrollTo = (top: number) =>
    page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
  for (let y = 0; y < height; y += 700) {
    await scrollTo(y)
    await page.waitForTimeout(50)
  }
  await scrollTo(0)
  // Slides parked beside the carousel stay lazy, so only pictures on the page's width count.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return box.width > 0 && box.right > 0 && box.left < window.innerWidth
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  )
}
