/**
 * Lighthouse figures against issue 12's targets: every public page scores ≥ 95 on mobile and
 * 100 on desktop, 100 for accessibility, best practices and SEO, LCP ≤ 1.5 s on mobile, CLS 0,
 * and ships at most 1.15× the JavaScript of the reference page under the same preset.
 */
import { kib, seconds } from './format'
import type { LighthouseResults, PageFigures, Preset } from './lighthouse'
import type { Row } from './report-table'

export const REFERENCE_PAGE = 'reference page'
const JS_RATIO = 1.15
const MOBILE_LCP_MS = 1500

const pageRows = (
  preset: Preset,
  page: string,
  f: PageFigures,
  reference: PageFigures | undefined,
): Row[] => {
  const isReference = page === REFERENCE_PAGE
  const row = (measure: string, figure: string, target: string, met: boolean | null): Row => ({
    area: `Lighthouse ${preset}`,
    item: page,
    measure,
    figure,
    target: isReference ? '—' : target,
    met: isReference ? null : met,
  })
  const perfTarget = preset === 'mobile' ? 95 : 100
  const jsLimit = reference ? reference.jsBytes * JS_RATIO : Number.NaN
  return [
    row('performance', String(f.performance), `≥ ${perfTarget}`, f.performance >= perfTarget),
    row('accessibility', String(f.accessibility), '100', f.accessibility === 100),
    row('best practices', String(f.bestPractices), '100', f.bestPractices === 100),
    row('SEO', String(f.seo), '100', f.seo === 100),
    preset === 'mobile'
      ? row('LCP', seconds(f.lcpMs), `≤ ${seconds(MOBILE_LCP_MS)}`, f.lcpMs <= MOBILE_LCP_MS)
      : row('LCP', seconds(f.lcpMs), '—', null),
    row('TBT', `${f.tbtMs.toFixed(0)} ms`, '—', null),
    // Lighthouse reports shifts to many decimals; 0 means none at all.
    row('CLS', f.cls.toFixed(3), '0', f.cls === 0),
    row(
      'JavaScript',
      kib(f.jsBytes),
      reference ? `≤ ${kib(jsLimit)} (1.15× ref.)` : '1.15× ref.',
      f.jsBytes <= jsLimit,
    ),
  ]
}

export const lighthouseRows = (results: LighthouseResults): Row[] =>
  (['mobile', 'desktop'] as const).flatMap((preset) =>
    Object.entries(results[preset]).flatMap(([page, figures]) =>
      pageRows(preset, page, figures, results[preset][REFERENCE_PAGE]),
    ),
  )
