/** The run's one Markdown table, readable in a terminal and pasted as is into BENCHMARKS.md. */
import { kib, mib } from '../bench/format'
import type { Row } from './measure'
import { markdownTable } from '../lib/markdown-table'

const verdict = (met: boolean | null) => (met === null ? 'reported' : met ? 'pass' : '**FAIL**')

const size = (bytes: number) => (bytes < 1024 * 1024 ? kib(bytes) : mib(bytes))

export const abuseTable = (rows: Row[]): string => {
  const header = [
    'Pattern',
    'Requests',
    'Observed',
    'Disk growth',
    'Server RSS growth (peak)',
    'Visitor p99 GET / (quiet → during)',
    'Bound',
    'Result',
  ]
  const cells = rows.map((row) => [
    row.pattern,
    row.requests.toLocaleString('en-US'),
    row.observed.replaceAll('|', '/'),
    row.diskGrowth === null ? '—' : size(row.diskGrowth),
    size(row.rssGrowth),
    row.visitor,
    row.bound,
    verdict(row.met),
  ])
  return markdownTable(header, cells)
}
