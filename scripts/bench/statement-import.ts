/**
 * A large bank statement imported while visitors read the home page: how long the import
 * takes, and the home page's p99 latency during it beside the same without it. The visitors
 * are a few concurrent fetches in a loop, each read timed on its own.
 */
import { formatInMalaysia } from '../../src/lib/malaysia-time'
import type { AppServer } from '../lib/app-server'
import { CREDIT_COLUMN_FORMAT } from '../lib/credit-column-format'
import { expectOk } from '../lib/dashboard-bench'
import { milliseconds, seconds } from './format'
import type { Row } from './report-table'

export const STATEMENT_LINES = 5000
const READERS = 5
/** Reads of the home page without the import, for the baseline. */
const BASELINE_READS = 500
/** The target: the home page's p99 during an import within this factor of its p99 without. */
const MAX_SLOWDOWN = 1.5

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0
}

/** Reads `url` with READERS at once until `done()` (or `limit` reads), each read timed. */
const readWhile = async (url: string, done: () => boolean, limit = Infinity) => {
  const times: number[] = []
  const reader = async () => {
    while (!done() && times.length < limit) {
      const started = performance.now()
      await (await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()
      times.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: READERS }, reader))
  return times
}

const statementCsv = (run: string, today: string) =>
  [
    'Account Statement,Bench current account',
    'Opening balance,0.00',
    'Posting Date,Description,Debit,Credit',
    ...Array.from(
      { length: STATEMENT_LINES },
      (_, n) => `${today},IBG CREDIT BENCH ${run} ${n},,"${(100 + (n % 900)).toFixed(2)}"`,
    ),
  ].join('\n')

export const measureStatementImport = async (server: AppServer): Promise<Row[]> => {
  const run = Date.now().toString(36)
  const home = `${server.base}/`
  await (await fetch(home)).arrayBuffer()
  const baseline = await readWhile(home, () => false, BASELINE_READS)

  const format = await expectOk(
    await fetch(`${server.base}/api/statement-mappings`, {
      method: 'POST',
      headers: { ...server.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench format ${run}`,
        account: `Bench Bank 5140 ${run}`,
        mapping: CREDIT_COLUMN_FORMAT,
      }),
    }),
    'statement format',
  )
  const mappingId = (await format.json()).doc.id
  const form = new FormData()
  form.set('mapping', String(mappingId))
  form.set(
    'file',
    new Blob([statementCsv(run, formatInMalaysia(new Date(), 'dd/MM/yyyy')!)], {
      type: 'text/csv',
    }),
    `bench-${run}.csv`,
  )

  let finished = false
  const started = performance.now()
  const importing = fetch(`${server.base}/api/dashboard/statements`, {
    method: 'POST',
    headers: server.auth,
    body: form,
  })
    .then((response) => expectOk(response, 'statement import'))
    .then((response) => response.json())
    .finally(() => {
      finished = true
    })
  const [summary, during] = await Promise.all([importing, readWhile(home, () => finished)])
  const durationMs = performance.now() - started
  if (summary.newLines !== STATEMENT_LINES) {
    throw new Error(`The import stored ${summary.newLines} of ${STATEMENT_LINES} lines`)
  }
  const without = p99(baseline)
  const withImport = p99(during)
  return [
    {
      area: 'Bank statements',
      item: `import of ${STATEMENT_LINES.toLocaleString('en-US')} lines`,
      measure: 'duration',
      figure: seconds(durationMs),
      target: '—',
      met: null,
    },
    {
      area: 'Bank statements',
      item: 'GET / without an import',
      measure: `p99 of ${baseline.length} reads, ${READERS} at once`,
      figure: milliseconds(without),
      target: '—',
      met: null,
    },
    {
      area: 'Bank statements',
      item: 'GET / during the import',
      measure: `p99 of ${during.length} reads, ${READERS} at once`,
      figure: milliseconds(withImport),
      target: `≤ ${MAX_SLOWDOWN}× without (${milliseconds(without * MAX_SLOWDOWN)})`,
      met: withImport <= without * MAX_SLOWDOWN,
    },
  ]
}
