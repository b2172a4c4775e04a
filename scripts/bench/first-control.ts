/**
 * When a page shows, and when its first control works, as a visitor on a slow phone sees it
 * (see slow-phone.ts): the first contentful paint, the moment the menu button, pressed
 * every 50 ms from the first paint, first opens the menu, the moment the page's scripts have
 * taken the button over, and how many elements the page has by then.
 */
import { chromium, type Browser } from '@playwright/test'

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '../lib/chromium-settings'
import { median } from './median'
import {
  firstContentfulPaint,
  openSlowPhonePage,
  pressMenuUntilItOpens,
  watchForOpenedControl,
} from './slow-phone'

export type FirstControlFigures = {
  fcpMs: number
  /** A press first opened the menu. */
  firstControlMs: number
  /** The page's scripts first said the menu was open. */
  scriptsReadyMs: number
  domNodes: number
}
export type FirstControlTarget = { name: string; url: string }

const measureOnce = async (browser: Browser, url: string): Promise<FirstControlFigures> => {
  const { context, page } = await openSlowPhonePage(browser)
  try {
    await watchForOpenedControl(page)
    await page.goto(url, { waitUntil: 'commit' })
    const opened = await pressMenuUntilItOpens(page, url)
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    return {
      fcpMs: await firstContentfulPaint(page),
      firstControlMs: opened.byTapMs,
      scriptsReadyMs: opened.byScriptsMs,
      domNodes,
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
            `first control ${(figures.firstControlMs / 1000).toFixed(2)} s, ` +
            `scripts in charge ${(figures.scriptsReadyMs / 1000).toFixed(2)} s`,
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
        scriptsReadyMs: median(runs.map((r) => r.scriptsReadyMs)),
        domNodes: median(runs.map((r) => r.domNodes)),
      },
    ]),
  )
}
