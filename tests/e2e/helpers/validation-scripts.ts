import type { Page } from '@playwright/test'

// One of the validation library's own issue codes: found in its script and in no other.
const VALIDATION_LIBRARY_MARK = 'invalid_type'

/**
 * Counts the page's scripts fetched that hold the validation library (the public forms' checks);
 * with `refuse`, those fail to arrive, as on a link that drops.
 */
export const watchValidationScripts = async (page: Page, { refuse = false } = {}) => {
  let fetched = 0
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (!body.includes(VALIDATION_LIBRARY_MARK)) return route.fulfill({ response, body })
    fetched += 1
    return refuse ? route.abort('connectionfailed') : route.fulfill({ response, body })
  })
  return () => fetched
}
