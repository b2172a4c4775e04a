/**
 * When a page shows, and when its first control works, as a visitor on a slow phone sees it:
 * Debian's Chromium driven by Playwright with DevTools throttling (150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, CPU 4× slower), a fresh profile each run, 390 px wide. The
 * first control is the menu button ("Open menu"; the reference page has one too): it is
 * pressed every 50 ms from the first paint until it opens, and the moment it opened is the
 * figure. Real throttling rather than Lighthouse's simulation, which credits deferring
 * scripts far more than a real browser does.
 */
import { chromium, type Browser } from '@playwright/test'

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './chromium'
import { median } from './median'

export type FirstControlFigures = { fcpMs: number; firstControlMs: number }
export type FirstControlTarget = { name: string; url: string }

const PRESS_EVERY_MS = 50
const GIVE_UP_MS = 30_000

const measureOnce = async (browser: Browser, url: string): Promise<FirstControlFigures> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
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
    // The moment the button says it is open, on the page's own clock (from navigation start).
    await page.addInitScript(() => {
      const w = window as unknown as { openedAt?: number }
      new MutationObserver(() => {
        const button = document.querySelector('button[aria-expanded="true"]')
        if (button && w.openedAt === undefined) w.openedAt = performance.now()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] })
    })
    await page.goto(url, { waitUntil: 'commit' })
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.waitFor({ state: 'visible', timeout: GIVE_UP_MS })
    const deadline = Date.now() + GIVE_UP_MS
    for (;;) {
      const opened = await page.evaluate(
        () => (window as unknown as { openedAt?: number }).openedAt,
      )
      if (opened !== undefined) {
        const fcpMs = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        )
        return { fcpMs, firstControlMs: opened }
      }
      if (Date.now() > deadline) throw new Error(`${url}: the menu button never opened`)
      // A press before the page's scripts have hydrated the button does nothing and is lost.
      await menu.click({ timeout: GIVE_UP_MS, noWaitAfter: true }).catch(() => undefined)
      await page.waitForTimeout(PRESS_EVERY_MS)
    }
  } finally {
    await context.close()
  }
}

/** The median figures of each page over `runs`, the pages taken in turn each run. */
export const measureFirstControl = async (
  pages: FirstControlTarget[],
  { runs, onRun }: { runs: number; onRun?: (line: string) => void },
): Promise<Record<string, FirstControlFigures>> => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: QUIET_CHROMIUM_FLAGS,
  })
  const collected: Record<string, FirstControlFigures[]> = {}
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const figures = await measureOnce(browser, page.url)
        ;(collected[page.name] ??= []).push(figures)
        onRun?.(
          `run ${run}/${runs} throttled ${page.name.padEnd(14)} FCP ${(figures.fcpMs / 1000).toFixed(2)} s, ` +
            `first control ${(figures.firstControlMs / 1000).toFixed(2)} s`,
        )
      }
    }
  } finally {
    await browser.close()
  }
  return Object.fromEntries(
    Object.entries(collected).map(([name, runs]) => [
      name,
      {
        fcpMs: median(runs.map((r) => r.fcpMs)),
        firstControlMs: median(runs.map((r) => r.firstControlMs)),
      },
    ]),
  )
}
