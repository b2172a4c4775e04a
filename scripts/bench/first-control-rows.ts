/**
 * The throttled browser's figures against their targets: each public page paints within
 * 0.3 s of the reference page, and its first control works within 0.5 s of it. The site's
 * menu works before its scripts have run, so "works" is read twice: when a press first opens
 * it (what a visitor gets), and, held to the same target, when the scripts have taken it over.
 */
import type { FirstControlFigures } from './first-control'
import { seconds } from './format'
import { REFERENCE_PAGE } from './lighthouse-rows'
import type { Row } from './report-table'

const PAINT_MARGIN_MS = 300
const CONTROL_MARGIN_MS = 500

export const firstControlRows = (results: Record<string, FirstControlFigures>): Row[] => {
  const reference = results[REFERENCE_PAGE]
  const paintLimit = reference ? reference.fcpMs + PAINT_MARGIN_MS : Number.NaN
  const controlLimit = reference ? reference.firstControlMs + CONTROL_MARGIN_MS : Number.NaN
  const scriptsLimit = reference ? reference.scriptsReadyMs + CONTROL_MARGIN_MS : Number.NaN
  return Object.entries(results).flatMap(([page, figures]) => {
    const isReference = page === REFERENCE_PAGE
    const row = (measure: string, figure: string, target: string, met: boolean | null): Row => ({
      area: 'Throttled browser',
      item: page,
      measure,
      figure,
      target: isReference ? '—' : target,
      met: isReference ? null : met,
    })
    return [
      row(
        'first contentful paint',
        seconds(figures.fcpMs),
        `≤ ${seconds(paintLimit)} (ref. + 0.3 s)`,
        figures.fcpMs <= paintLimit,
      ),
      row(
        'first control works',
        seconds(figures.firstControlMs),
        `≤ ${seconds(controlLimit)} (ref. + 0.5 s)`,
        figures.firstControlMs <= controlLimit,
      ),
      row(
        'scripts in charge of it',
        seconds(figures.scriptsReadyMs),
        `≤ ${seconds(scriptsLimit)} (ref. + 0.5 s)`,
        figures.scriptsReadyMs <= scriptsLimit,
      ),
    ]
  })
}
