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

type MenuClock = { openedByTapAt?: number; openedByScriptsAt?: number }

/**
 * Records, on the page's own clock, when the menu first opened and when the page's scripts
 * first said it was open. The site's menu is a popover its button opens by itself, before the
 * scripts have run (its `toggle` event); the scripts then keep the button's `aria-expanded` in
 * step with it. The reference page's button works only once its scripts have run, so there
 * both moments are the same.
 */
export const watchForOpenedControl = (page: Page) =>
  page.addInitScript(() => {
    // No named functions in here: the page gets this function's source as tsx compiled it,
    // and tsx wraps a named function in a helper the page does not have.
    const w = window as unknown as MenuClock
    // `toggle` does not bubble: a capturing listener on the document still hears every popover.
    document.addEventListener(
      'toggle',
      (event) => {
        if ((event as ToggleEvent).newState === 'open') w.openedByTapAt ??= performance.now()
      },
      true,
    )
    new MutationObserver(() => {
      if (w.openedByScriptsAt !== undefined) return
      if (!document.querySelector('button[aria-expanded="true"]')) return
      w.openedByScriptsAt = performance.now()
      w.openedByTapAt ??= w.openedByScriptsAt
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] })
  })

export type MenuOpened = {
  /** A tap first opened the menu, ms from navigation start: what a visitor sees. */
  byTapMs: number
  /** The page's scripts first said the menu was open: they have taken the button over. */
  byScriptsMs: number
}

/**
 * Presses the menu button ("Open menu"; the reference page has one too) every 50 ms from
 * the moment it shows until its scripts say it is open, and answers when a press first opened
 * it and when the scripts first said so. A press that opens nothing is lost, as a visitor's
 * is; presses after the menu opened by itself close and reopen it, as a visitor's would.
 *
 * The button is found by a CSS selector, not by its role: Playwright finds a role by
 * reading every element's computed style, which on each 50 ms poll laid out the whole page
 * on the page's own main thread (sections the browser would skip until scrolled to, and the
 * fonts they use, included), work no visitor's tap makes.
 */
export const pressMenuUntilItOpens = async (page: Page, url: string): Promise<MenuOpened> => {
  const menu = page.locator('button[aria-label="Open menu"]')
  await menu.waitFor({ state: 'visible', timeout: GIVE_UP_MS })
  const deadline = Date.now() + GIVE_UP_MS
  for (;;) {
    const { openedByTapAt, openedByScriptsAt } = await page.evaluate(() => {
      const w = window as unknown as MenuClock
      return { openedByTapAt: w.openedByTapAt, openedByScriptsAt: w.openedByScriptsAt }
    })
    if (openedByTapAt !== undefined && openedByScriptsAt !== undefined) {
      return { byTapMs: openedByTapAt, byScriptsMs: openedByScriptsAt }
    }
    if (Date.now() > deadline) throw new Error(`${url}: the menu's scripts never opened it`)
    await menu.click({ timeout: GIVE_UP_MS, noWaitAfter: true }).catch(() => undefined)
    await page.waitForTimeout(PRESS_EVERY_MS)
  }
}

/** The page's first contentful paint, ms from navigation start. */
export const firstContentfulPaint = (page: Page): Promise<number> =>
  page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  )
