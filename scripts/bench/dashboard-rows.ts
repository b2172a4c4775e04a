/**
 * Dashboard figures against their targets: the registrations panel's first page within
 * 1 s and the Excel export within 3 s with 2,000 registrations, and export memory that grows
 * less than linearly: doubling the registrations must less than double the server's growth.
 */
import type { DashboardFigures } from '../lib/dashboard-bench'
import { count, kib, mib, seconds } from './format'
import type { Row } from './report-table'

const row = (item: string, measure: string, figure: string, target: string, met: boolean | null) =>
  ({ area: 'Dashboard', item, measure, figure, target, met }) satisfies Row

const growth = (f: DashboardFigures) => Math.max(0, f.peakRssBytes - f.baselineRssBytes)

/**
 * Growth this small is the garbage collector's, not the export's: V8's young generation
 * (Node.js 20: up to 3 × 16 MiB semi-spaces) fills and empties without the data being held,
 * and whether a measurement catches it full is timing. The ratio compares growths above it;
 * two exports that both stay below it grew alike (1×), whatever their quotient.
 */
export const GC_NOISE_FLOOR_BYTES = 48 * 1024 * 1024

/** `half` measured at half the registrations of `full` (the same server, before the rest were added). */
export const dashboardRows = (
  half: DashboardFigures & { total: number },
  full: DashboardFigures & { total: number },
): Row[] => {
  const at = (f: { total: number }) => `${count(f.total)} registrations`
  const ratio =
    Math.max(growth(full), GC_NOISE_FLOOR_BYTES) / Math.max(growth(half), GC_NOISE_FLOOR_BYTES)
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
      `${ratio.toFixed(2)}× (growths under ${mib(GC_NOISE_FLOOR_BYTES)} count as ${mib(GC_NOISE_FLOOR_BYTES)})`,
      '< 2× (less than linear)',
      ratio < 2,
    ),
  ]
}
