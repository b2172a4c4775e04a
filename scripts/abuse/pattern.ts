/** What a hostile-client pattern is given and gives back; the harness (measure.ts) adds the rest. */
import type { Amounts } from './settings'

export type Target = {
  base: string
  /** The process listening on the port (not a launcher around it). */
  pid: number
  /** Its Next.js image cache and its uploads folder, for disk growth. */
  imageCacheDir: string
  uploadsDir: string
  /** Its build folder (.next), where real server action ids are listed. */
  distDir: string
  /** PAYLOAD_SECRET, to make a payer link the way the server does; without it pattern 2 is skipped. */
  secret?: string
  /** A signed-in admin, to open registration first; without it the site must already be open. */
  auth?: { authorization: string }
}

export type Context = {
  target: Target
  amounts: Amounts
  signal: AbortSignal
  /**
   * Called by a pattern whose threat is a state it first builds up (connections held open):
   * the visitor's figures count from then on, not while the attacker's own burst of setting
   * it up shares the machine's cores.
   */
  steady?: () => void
}

export type Outcome = {
  requests: number
  /** What was seen, in a few words: answers by status, times. */
  observed: string
  bound: string
  /** Every failing case, for the run's log (the table shows a few). */
  details?: string[]
  /** null: nothing to hold the figure to (reported only). */
  met: boolean | null
}

export type Pattern = {
  name: string
  /** The folder whose growth the row reports. */
  folder?: (target: Target) => string
  /** The most that folder may grow by (bytes). */
  diskBound?: number
  /** The most the server's resident memory may grow by during the pattern (bytes, at its peak). */
  rssBound?: number
  /** The visitor's p99 during the pattern must stay within this multiple of the quiet one. */
  visitorWithin?: number
  /** Its own time limit, when not the usual one (amounts.patternSeconds). */
  limitSeconds?: (amounts: Amounts) => number
  run: (context: Context) => Promise<Outcome>
}

/** "400×998, 0×2": how many answers had each status (0: no answer). */
export const statusCounts = (statuses: number[]): string => {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status}×${n}`)
    .join(', ')
}

/** Runs `task` over `items`, `concurrency` at a time, until done or the signal aborts. */
export const pool = async <T, R>(
  items: T[],
  concurrency: number,
  signal: AbortSignal,
  task: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length && !signal.aborted) {
      const item = items[next++]
      results.push(await task(item))
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}
