/**
 * The throttled browser's figures against this round's target: each public page's first
 * control works within 0.5 s of the reference page's.
 */
import type { FirstControlFigures } from './first-control'
import { seconds } from './format'
import { REFERENCE_PAGE } from './lighthouse-rows'
import type { Row } from './report-table'

const MARGIN_MS = 500

export const firstControlRows = (results: Record<string, FirstControlFigures>): Row[] => {
  const reference = results[REFERENCE_PAGE]
  const limit = reference ? reference.firstControlMs + MARGIN_MS : Number.NaN
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
      row('first contentful paint', seconds(figures.fcpMs), '—', null),
      row(
        'first control works',
        seconds(figures.firstControlMs),
        `≤ ${seconds(limit)} (ref. + 0.5 s)`,
        figures.firstControlMs <= limit,
      ),
    ]
  })
}
