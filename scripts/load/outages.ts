/**
 * Restarts PostgreSQL while a load runs: each outage waits until its share of the load has
 * been answered, stops the database (fast or immediate shutdown), keeps it down a few
 * seconds, starts it again, and times how long the app takes to answer 2xx once more.
 */
import type { RunningPostgres } from '../lib/embedded-postgres'
import type { Answer } from './post-load'

export type OutagePlan = { after: number; mode: 'fast' | 'immediate' }

export type Outage = {
  mode: OutagePlan['mode']
  /** When PostgreSQL was told to stop, and when it accepted connections again (ms since epoch). */
  downAt: number
  backAt: number
  /** From the database's return to a fresh request's 2xx (GET /api/workshop/seats). */
  probeRecoveryMs: number | null
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** ms from `since` until the app answers a request that needs the database with 2xx. */
const timeToFirstOk = async (base: string, since: number, giveUpMs: number) => {
  while (Date.now() - since < giveUpMs) {
    const ok = await fetch(`${base}/api/workshop/seats`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return Date.now() - since
    await sleep(100)
  }
  return null
}

export const runOutages = async ({
  postgres,
  base,
  plan,
  downSeconds,
  answered,
  total,
  finished,
}: {
  postgres: Pick<RunningPostgres, 'halt' | 'resume'>
  base: string
  plan: readonly OutagePlan[]
  downSeconds: number
  /** Answers of the running load so far, its size, and whether it has ended. */
  answered: () => number
  total: number
  finished: () => boolean
}): Promise<Outage[]> => {
  const outages: Outage[] = []
  for (const { after, mode } of plan) {
    while (answered() < after * total && !finished()) await sleep(50)
    // An outage after the load has ended would prove nothing about the load; it is left out
    // and the missing row fails the run.
    if (finished()) break
    const downAt = Date.now()
    await postgres.halt(mode)
    await sleep(downSeconds * 1000)
    await postgres.resume()
    const backAt = Date.now()
    const probeRecoveryMs = await timeToFirstOk(base, backAt, 60_000)
    outages.push({ mode, downAt, backAt, probeRecoveryMs })
  }
  return outages
}

/** ms from `since` to the load's first 2xx answer after it, or null if none came. */
export const loadRecoveryMs = (answers: Answer[], since: number): number | null => {
  const first = answers.find((a) => a.at >= since && a.status >= 200 && a.status < 300)
  return first ? first.at - since : null
}
