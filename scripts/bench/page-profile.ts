/**
 * A throttled load of one page, taken apart (see slow-phone.ts for the throttling): what
 * arrived before the first paint and whether it blocked rendering, what the main thread did
 * until its scripts had taken the first control over (from a DevTools trace), the DOM's size and the client
 * components the page hydrates. For finding where the time goes, not for targets.
 */
import type { Browser, CDPSession } from '@playwright/test'

import { clientComponents, flightText, pageWeight } from '../lib/page-weight'
import {
  firstContentfulPaint,
  openSlowPhonePage,
  pressMenuUntilItOpens,
  watchForOpenedControl,
} from './slow-phone'
import {
  mainThreadBreakdown,
  mainThreadOf,
  type MainThreadBreakdown,
  type TraceEvent,
} from './trace-breakdown'

export type Resource = {
  url: string
  type: string
  renderBlocking: boolean
  transferBytes: number
  bodyBytes: number
  startMs: number
  endMs: number
}

export type PageProfile = {
  url: string
  fcpMs: number
  firstControlMs: number
  scriptsReadyMs: number
  html: {
    transferBytes: number
    bodyBytes: number
    flightBytes: number
    responseStartMs: number
    responseEndMs: number
  }
  resources: Resource[]
  domNodes: number
  clientComponents: string[]
  untilFirstPaint: MainThreadBreakdown
  untilFirstControl: MainThreadBreakdown
}

const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
].join(',')

const recordTrace = async (cdp: CDPSession) => {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' })
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    return events
  }
}

/** The trace's clock at the page's navigation start (the page's `performance.now()` zero). */
const navigationStartOf = (events: TraceEvent[], url: string, pid: number): number => {
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === pid &&
      (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url,
  )
  if (!starts.length) throw new Error(`${url}: no navigationStart in the trace`)
  return starts[starts.length - 1].ts
}

export const profilePage = async (browser: Browser, url: string): Promise<PageProfile> => {
  const { context, page, cdp } = await openSlowPhonePage(browser)
  try {
    await watchForOpenedControl(page)
    const stopTrace = await recordTrace(cdp)
    const response = await page.goto(url, { waitUntil: 'commit' })
    const opened = await pressMenuUntilItOpens(page, url)
    const fcpMs = await firstContentfulPaint(page)
    const body = (await response?.text()) ?? ''
    const measured = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const resources = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).map((r) => ({
        url: r.name,
        type: r.initiatorType,
        renderBlocking:
          (r as PerformanceResourceTiming & { renderBlockingStatus?: string })
            .renderBlockingStatus === 'blocking',
        transferBytes: r.transferSize,
        bodyBytes: r.decodedBodySize,
        startMs: r.startTime,
        endMs: r.responseEnd,
      }))
      return {
        html: {
          transferBytes: nav.transferSize,
          bodyBytes: nav.decodedBodySize,
          responseStartMs: nav.responseStart,
          responseEndMs: nav.responseEnd,
        },
        resources,
        domNodes: document.getElementsByTagName('*').length,
      }
    })
    const events = await stopTrace()
    const thread = mainThreadOf(events, url)
    if (!thread) throw new Error(`${url}: no renderer main thread in the trace`)
    const zero = navigationStartOf(events, url, thread.pid)
    return {
      url,
      fcpMs,
      firstControlMs: opened.byTapMs,
      scriptsReadyMs: opened.byScriptsMs,
      html: { ...measured.html, flightBytes: pageWeight(body).flightBytes },
      resources: measured.resources,
      domNodes: measured.domNodes,
      clientComponents: clientComponents(flightText(body)),
      untilFirstPaint: mainThreadBreakdown(events, thread, zero, zero + fcpMs * 1000),
      untilFirstControl: mainThreadBreakdown(
        events,
        thread,
        zero,
        zero + opened.byScriptsMs * 1000,
      ),
    }
  } finally {
    await context.close()
  }
}
