/**
 * A visitor on a slow phone, as every throttled measurement sees the site: DevTools
 * throttling (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), 390 px wide, a
 * fresh profile each time. Real throttling rather than Lighthouse's simulation, which credits
 * deferring scripts far more than a real browser does.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'

export const SLOW_PHONE_VIEWPORT = { width: 390, height: 844 }

export type SlowPhonePage = { context: BrowserContext; page: Page; cdp: CDPSession }

export const openSlowPhonePage = async (browser: Browser): Promise<SlowPhonePage> => {
  const context = await browser.newContext({ viewport: SLOW_PHONE_VIEWPORT })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page, cdp }
}

const PRESS_EVERY_MS = 50
const GIVE_UP_MS = 30_000

/** Records, on the page's own clock, when a button first says it is open. */
export const watchForOpenedControl = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { openedAt?: number }
    new MutationObserver(() => {
      const button = document.querySelector('button[aria-expanded="true"]')
      if (button && w.openedAt === undefined) w.openedAt = performance.now()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] })
  })

/**
 * Presses the menu button ("Open menu"; the reference page has one too) every 50 ms from
 * the moment it shows until it opens, and answers when it opened (ms from navigation start).
 * A press before the page's scripts have hydrated the button does nothing and is lost.
 *
 * The button is found by a CSS selector, not by its role: Playwright finds a role by
 * reading every element's computed style, which on each 50 ms poll laid out the whole page
 * on the page's own main thread (sections the browser would skip until scrolled to, and the
 * fonts they use, included), work no visitor's tap makes.
 */
export const pressMenuUntilItOpens = async (page: Page, url: string): Promise<number> => {
  const menu = page.locator('button[aria-label="Open menu"]')
  await menu.waitFor({ state: 'visible', timeout: GIVE_UP_MS })
  const deadline = Date.now() + GIVE_UP_MS
  for (;;) {
    const opened = await page.evaluate(() => (window as unknown as { openedAt?: number }).openedAt)
    if (opened !== undefined) return opened
    if (Date.now() > deadline) throw new Error(`${url}: the menu button never opened`)
    await menu.click({ timeout: GIVE_UP_MS, noWaitAfter: true }).catch(() => undefined)
    await page.waitForTimeout(PRESS_EVERY_MS)
  }
}

/** The page's first contentful paint, ms from navigation start. */
export const firstContentfulPaint = (page: Page): Promise<number> =>
  page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  )
