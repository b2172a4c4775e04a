import type { Page } from '@playwright/test'

/**
 * Stops the page's link prefetches before they reach the server. Each page, once hydrated,
 * prefetches the pages it links to, and Next stamps a rendered page with the time it is
 * stored, not the time its render began: a prefetch render that starts before a test's CMS
 * save and ends after it is kept as a fresh copy of the content from before the save, until
 * its `revalidate` period ends (the lag "Publishing" in docs/architecture.md notes for visitors). Tests
 * that save and then read the pages at once must not leave such renders running behind them.
 * A link clicked still navigates: its page is fetched then, without the prefetch header.
 */
export const blockPrefetches = (page: Page) =>
  page.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
  )
