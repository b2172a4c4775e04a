/**
 * The e-mail queue against its targets: after a burst of public submissions every
 * acknowledgement reaches the visitor's mail server, 95% of them within 60 s of the
 * submission; while it drains, a public page serves at least (1 − the queue's share of the
 * CPU) of what it serves on a quiet server.
 */
import { count, perSecond, seconds } from './format'
import type { LoadFigures } from './load'
import type { QueueFigures } from './queue-drain'
import type { Row } from './report-table'

const P95_LIMIT_MS = 60_000

const percentile = (values: number[], p: number) => {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const percent = (share: number) => `${(share * 100).toFixed(0)}%`

export const queueRows = (
  item: string,
  alone: QueueFigures,
  underLoad: { quiet: LoadFigures; during: LoadFigures; page: string },
): Row[] => {
  const row = (measure: string, figure: string, target: string, met: boolean | null): Row => ({
    area: 'E-mail queue',
    item,
    measure,
    figure,
    target,
    met,
  })
  const p95 = percentile(alone.delaysMs, 95)
  const allDelivered = alone.delivered === alone.acknowledged
  const share = alone.busyShare
  const floor = underLoad.quiet.reqPerSec * (1 - share)
  return [
    row(
      'acknowledgements delivered',
      `${count(alone.delivered)} of ${count(alone.acknowledged)}`,
      'all',
      allDelivered,
    ),
    row(
      'delay, p95',
      seconds(p95),
      `≤ ${seconds(P95_LIMIT_MS)}`,
      allDelivered && p95 <= P95_LIMIT_MS,
    ),
    row('delay, median', seconds(percentile(alone.delaysMs, 50)), '—', null),
    row('delay, longest', seconds(Math.max(...alone.delaysMs)), '—', null),
    row(
      'drain rate',
      `${(alone.delivered / (alone.drainMs / 1000)).toFixed(1)} acknowledgements/s`,
      '—',
      null,
    ),
    row('CPU share while it drains (server and database)', percent(alone.busyShare), '—', null),
    row(
      `GET ${underLoad.page} while it drains`,
      `${perSecond(underLoad.during.reqPerSec)} (quiet: ${perSecond(underLoad.quiet.reqPerSec)})`,
      `≥ ${perSecond(floor)} (quiet × (1 − CPU share))`,
      underLoad.during.reqPerSec >= floor,
    ),
  ]
}
