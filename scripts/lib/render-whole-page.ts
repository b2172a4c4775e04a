import type { Page } from '@playwright/test'

/**
 * Renders every part of the page now, as it looks when scrolled to. The site's sections below
 * the first screen use `content-visibility: auto`: the browser skips their
 * layout and painting until they come near the viewport. axe's colour-contrast check reads
 * the painted colours and a full-page picture captures beyond the viewport, so both would see
 * those parts unpainted.
 */
export const renderWholePage = async (page: Page): Promise<void> => {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
}
