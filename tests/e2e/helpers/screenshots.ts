import type { Page } from '@playwright/test'

import { loadEveryPicture } from '../../../scripts/lib/load-every-picture'
import { renderWholePage } from '../../../scripts/lib/render-whole-page'

/**
 * A full-page screenshot under test-results/screenshots/ (git-ignored) for people to look at.
 * Scrolls through first so lazily loaded images are in the picture.
 */
export const screenshotPage = async (page: Page, name: string) => {
  await renderWholePage(page)
  await loadEveryPicture(page)
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
}
