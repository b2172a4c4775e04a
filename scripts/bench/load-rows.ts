/**
 * Load figures against their targets: cached public pages serve at least 0.4× the
 * reference page's req/s in the same run, the two public APIs at least 500 req/s, POST
 * /api/registrations at its own rate and p99 (set in bench.ts); no acknowledged submission may be
 * missing from the database, and no request may fail.
 */
import { count, milliseconds, perSecond } from './format'
import type { LoadFigures, PostFigures } from './load'
import type { Row } from './report-table'

export type GetTarget = { kind: 'page' } | { kind: 'api' } | { kind: 'reference' }

export type GetResult = { name: string; target: GetTarget; figures: LoadFigures }
export type PostResult = {
  name: string
  figures: PostFigures
  missing: number
  /** Throughput and p99 targets, where the issue sets them. */
  minReqPerSec?: number
  maxP99Ms?: number
}

const PAGE_RATIO = 0.4
const API_REQ_PER_SEC = 500

const row = (item: string, measure: string, figure: string, target: string, met: boolean | null) =>
  ({ area: 'Load (20 connections)', item, measure, figure, target, met }) satisfies Row

const latencyRows = (item: string, f: LoadFigures, maxP99Ms?: number): Row[] => [
  row(item, 'p50', milliseconds(f.p50Ms), '—', null),
  maxP99Ms === undefined
    ? row(item, 'p99', milliseconds(f.p99Ms), '—', null)
    : row(item, 'p99', milliseconds(f.p99Ms), `≤ ${maxP99Ms} ms`, f.p99Ms <= maxP99Ms),
  row(item, 'non-2xx', `${f.non2xx} of ${count(f.requests)}`, '0', f.non2xx === 0),
]

export const getRows = (results: GetResult[]): Row[] => {
  const reference = results.find((r) => r.target.kind === 'reference')?.figures.reqPerSec
  return results.flatMap(({ name, target, figures }) => {
    const rate = perSecond(figures.reqPerSec)
    const throughput =
      target.kind === 'reference'
        ? row(name, 'throughput', rate, '—', null)
        : target.kind === 'api'
          ? row(
              name,
              'throughput',
              rate,
              `≥ ${API_REQ_PER_SEC} req/s`,
              figures.reqPerSec >= API_REQ_PER_SEC,
            )
          : row(
              name,
              'throughput',
              rate,
              `≥ ${perSecond((reference ?? Number.NaN) * PAGE_RATIO)} (${PAGE_RATIO}× ref.)`,
              reference !== undefined && figures.reqPerSec >= reference * PAGE_RATIO,
            )
    return [throughput, ...latencyRows(name, figures)]
  })
}

export const postRows = (results: PostResult[]): Row[] =>
  results.flatMap(({ name, figures, missing, minReqPerSec, maxP99Ms }) => [
    minReqPerSec === undefined
      ? row(name, 'throughput', perSecond(figures.reqPerSec), '—', null)
      : row(
          name,
          'throughput',
          perSecond(figures.reqPerSec),
          `≥ ${minReqPerSec} req/s`,
          figures.reqPerSec >= minReqPerSec,
        ),
    ...latencyRows(name, figures, maxP99Ms),
    row(
      name,
      'acknowledged, not stored',
      `${missing} of ${count(figures.acknowledgedIds.length)}`,
      '0',
      missing === 0,
    ),
  ])
