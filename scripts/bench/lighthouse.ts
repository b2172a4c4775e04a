/**
 * Lighthouse on each page with the mobile and desktop presets, `runs` times, and the median
 * of every figure. Runs go round the pages (page 1, page 2, …, then again) so a slow moment
 * of the machine spreads over all pages instead of landing on one.
 */
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'

import { launchChromium } from './chromium'
import { median } from './median'

export type Preset = 'mobile' | 'desktop'

export type PageFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** JavaScript transferred, in bytes (what the browser downloads, compressed). */
  jsBytes: number
}

export type LighthouseTarget = { name: string; url: string }

const PRESETS: Record<Preset, Config | undefined> = {
  // Lighthouse's default: a mid-range phone on a slow 4G connection (simulated throttling).
  mobile: undefined,
  desktop: desktopConfig,
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

const scriptBytes = (lhr: Result): number => {
  const details = lhr.audits['resource-summary']?.details as
    { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0
}

/** Scored audits of the non-performance categories that did not pass: why a score is under 100. */
const failedAudits = (lhr: Result): string[] =>
  ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  )

/** The elements a run's layout shifts moved, each with its share of the score: why CLS is not 0. */
const shiftedElements = (lhr: Result): string[] => {
  const details = lhr.audits['layout-shifts']?.details as
    | { items?: Array<{ node?: { selector?: string; snippet?: string }; score?: number }> }
    | undefined
  return (details?.items ?? []).map(
    ({ node, score }) =>
      `${node?.selector ?? node?.snippet ?? 'an element'} (${(score ?? 0).toFixed(5)})`,
  )
}

const figuresOf = (lhr: Result): PageFigures => ({
  performance: score(lhr, 'performance'),
  accessibility: score(lhr, 'accessibility'),
  bestPractices: score(lhr, 'best-practices'),
  seo: score(lhr, 'seo'),
  lcpMs: numeric(lhr, 'largest-contentful-paint'),
  tbtMs: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  jsBytes: scriptBytes(lhr),
})

const medianFigures = (runs: PageFigures[]): PageFigures => {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
  }
}

/** Attempts per measurement: Chromium now and then fails to record a trace (NO_NAVSTART). */
const ATTEMPTS = 3

/** One Lighthouse run, tried again when Lighthouse itself fails (not when the page scores low). */
const measure = async (port: number, url: string, preset: Preset): Promise<Result> => {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      PRESETS[preset],
    )
    const problem = !result
      ? 'returned nothing'
      : result.lhr.runtimeError
        ? result.lhr.runtimeError.message
        : null
    if (!problem) return result!.lhr
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${problem}`)
    console.warn(`Lighthouse on ${url} (${preset}): ${problem}; trying again`)
  }
}

/** `results[preset][page name]` = the median figures of that page. */
export type LighthouseResults = Record<Preset, Record<string, PageFigures>>

export const runLighthouse = async (
  pages: LighthouseTarget[],
  { runs, onRun }: { runs: number; onRun?: (line: string) => void },
): Promise<LighthouseResults> => {
  const collected: Record<Preset, Record<string, PageFigures[]>> = { mobile: {}, desktop: {} }
  const chrome = await launchChromium()
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const lhr = await measure(chrome.port, page.url, preset)
          const figures = figuresOf(lhr)
          ;(collected[preset][page.name] ??= []).push(figures)
          const failed = failedAudits(lhr)
          const shifted = figures.cls > 0 ? shiftedElements(lhr) : []
          onRun?.(
            `run ${run}/${runs} ${preset.padEnd(7)} ${page.name.padEnd(14)} perf ${figures.performance} LCP ${(figures.lcpMs / 1000).toFixed(2)} s` +
              (failed.length ? ` failed: ${failed.join(', ')}` : '') +
              (shifted.length ? ` shifted: ${shifted.join(', ')}` : ''),
          )
        }
      }
    }
  } finally {
    chrome.kill()
  }
  const result: LighthouseResults = { mobile: {}, desktop: {} }
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const [name, runsOfPage] of Object.entries(collected[preset])) {
      result[preset][name] = medianFigures(runsOfPage)
    }
  }
  return result
}
