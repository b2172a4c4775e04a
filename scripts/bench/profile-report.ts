/** A page profile (page-profile.ts) as Markdown, for BENCHMARKS.md's breakdowns. */
import { markdownTable } from '../lib/markdown-table'
import { kib } from './format'
import type { PageProfile } from './page-profile'
import type { MainThreadBreakdown } from './trace-breakdown'

const ms = (value: number) => `${value.toFixed(0)} ms`

const shortUrl = (url: string) => {
  const { pathname, search } = new URL(url)
  return (pathname + search).replace(/^\/_next\/static\//, '…/')
}

const kinds = (breakdown: MainThreadBreakdown) =>
  Object.entries(breakdown.byKind)
    .filter(([, time]) => time >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, time]) => `${kind} ${ms(time)}`)
    .join(', ')

const unclassified = (breakdown: MainThreadBreakdown) =>
  Object.entries(breakdown.unclassified)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, time]) => `${name} ${ms(time)}`)
    .join(', ')

const scripts = (breakdown: MainThreadBreakdown) =>
  Object.entries(breakdown.byScript)
    .filter(([, time]) => time >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([url, time]) => `${url.startsWith('http') ? shortUrl(url) : url} ${ms(time)}`)
    .join(', ')

export const profileReport = (name: string, p: PageProfile): string => {
  const before = p.resources.filter((r) => r.startMs < p.fcpMs)
  const resourceRows = before.map((r) => [
    shortUrl(r.url),
    r.type,
    r.renderBlocking ? 'yes' : 'no',
    kib(r.transferBytes),
    kib(r.bodyBytes),
    `${ms(r.startMs)} → ${ms(r.endMs)}`,
  ])
  return [
    `#### ${name}`,
    '',
    `First contentful paint ${ms(p.fcpMs)}, first control ${ms(p.firstControlMs)}, its scripts ` +
      `in charge of it ${ms(p.scriptsReadyMs)}. HTML ` +
      `${kib(p.html.bodyBytes)} (${kib(p.html.transferBytes)} transferred, flight data ` +
      `${kib(p.html.flightBytes)}), its first byte at ${ms(p.html.responseStartMs)}, its last at ${ms(p.html.responseEndMs)}; ${p.domNodes} ` +
      `elements; client components: ${p.clientComponents.join(', ') || 'none'}.`,
    '',
    'Requested before the first paint:',
    '',
    markdownTable(
      ['resource', 'kind', 'render-blocking', 'transferred', 'size', 'start → end'],
      resourceRows,
    ),
    '',
    `Main thread until the first paint: busy ${ms(p.untilFirstPaint.busyMs)} (${kinds(p.untilFirstPaint)}; ` +
      `other: ${unclassified(p.untilFirstPaint)}).`,
    '',
    `Main thread until the scripts are in charge of the first control: busy ${ms(p.untilFirstControl.busyMs)}, ` +
      `${p.untilFirstControl.longTasks} long tasks (${ms(p.untilFirstControl.blockingMs)} over 50 ms) ` +
      `(${kinds(p.untilFirstControl)}; other: ${unclassified(p.untilFirstControl)}); by script: ` +
      `${scripts(p.untilFirstControl)}.`,
    '',
  ].join('\n')
}
