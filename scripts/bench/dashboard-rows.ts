/**
 * Dashboard figures against issue 12's targets: the registrations panel's first page within
 * 1 s and the Excel export within 3 s with 2,000 registrations, and export memory that grows
 * less than linearly: doubling the registrations must less than double the server's growth.
 */
import type { DashboardFigures } from '../lib/dashboard-bench'
import { count, kib, mib, seconds } from './format'
import type { Row } from './report-table'

const row = (item: string, measure: string, figure: string, target: string, met: boolean | null) =>
  ({ area: 'Dashboard', item, measure, figure, target, met }) satisfies Row

const growth = (f: DashboardFigures) => Math.max(0, f.peakRssBytes - f.baselineRssBytes)

/** `half` measured at half the registrations of `full` (the same server, before the rest were added). */
export const dashboardRows = (
  half: DashboardFigures & { total: number },
  full: DashboardFigures & { total: number },
): Row[] => {
  const at = (f: { total: number }) => `${count(f.total)} registrations`
  const ratio = growth(half) > 0 ? growth(full) / growth(half) : Number.NaN
  return [
    row(
      at(full),
      'first page (median)',
      seconds(full.firstPageMs),
      '≤ 1.00 s',
      full.firstPageMs <= 1000,
    ),
    row(at(full), 'first page (first call)', seconds(full.firstPageColdMs), '—', null),
    row(at(full), 'search page (median)', seconds(full.searchPageMs), '—', null),
    row(at(full), '/admin rendered (median)', seconds(full.adminPageMs), '—', null),
    row(
      at(full),
      'Excel export',
      `${seconds(full.exportMs)}, ${kib(full.exportBytes)}`,
      '≤ 3.00 s',
      full.exportMs <= 3000,
    ),
    row(
      at(half),
      'server RSS before → peak',
      `${mib(half.baselineRssBytes)} → ${mib(half.peakRssBytes)} (+${mib(growth(half))})`,
      '—',
      null,
    ),
    row(
      at(full),
      'server RSS before → peak',
      `${mib(full.baselineRssBytes)} → ${mib(full.peakRssBytes)} (+${mib(growth(full))})`,
      '—',
      null,
    ),
    row(
      `${at(half)} → ${count(full.total)}`,
      'memory growth ratio',
      Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}×`,
      '< 2× (less than linear)',
      Number.isNaN(ratio) ? null : ratio < 2,
    ),
  ]
}
