import type { Page } from '@playwright/test'

/** Strings found in one library's script and in no other script of the site. */
export const LIBRARY_MARKS = {
  // One of zod's own issue codes: the public forms' checks.
  validation: 'invalid_type',
  // One of Embla's own options: the testimonials carousel.
  carousel: 'containScroll',
} as const

type Treatment = 'pass' | 'refuse' | 'hold'

/**
 * Watches the page's scripts for the one holding a library: counts how many were fetched, and
 * lets them through, makes them fail (as on a link that drops) or holds them until `release()`.
 */
export const watchLibraryScripts = async (
  page: Page,
  library: keyof typeof LIBRARY_MARKS,
  treatment: Treatment = 'pass',
) => {
  let fetched = 0
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (!body.includes(LIBRARY_MARKS[library])) return route.fulfill({ response, body })
    fetched += 1
    if (treatment === 'refuse') return route.abort('connectionfailed')
    if (treatment === 'hold') await released
    return route.fulfill({ response, body })
  })
  return { fetched: () => fetched, release: () => release() }
}
