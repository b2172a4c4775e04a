/**
 * Runs one pattern inside its time limit while watching the server: the growth of the
 * pattern's folder, the server's resident memory at its peak, and an ordinary visitor's p99
 * beside the quiet one. Whatever happens (a throw, the limit), the pattern gives a row.
 */
import { sampler, treeRss } from '../lib/process-memory'
import { folderBytes } from './folder-size'
import type { Context, Outcome, Pattern } from './pattern'
import { isAlive } from './server-process'
import { backgroundVisitor, type VisitorFigures } from './visitor'

export type Row = {
  pattern: string
  requests: number
  observed: string
  diskGrowth: number | null
  rssGrowth: number
  visitor: string
  bound: string
  met: boolean | null
  details?: string[]
}

/** Longer than any request's own timeout: a pattern still running then is stuck. */
const STUCK_MS = 60_000

const runWithin = async (pattern: Pattern, context: Omit<Context, 'signal'>): Promise<Outcome> => {
  const limitMs = (pattern.limitSeconds?.(context.amounts) ?? context.amounts.patternSeconds) * 1000
  const controller = new AbortController()
  const limit = setTimeout(() => controller.abort(), limitMs)
  let stuck: NodeJS.Timeout | undefined
  try {
    const outcome = await Promise.race([
      pattern.run({ ...context, signal: controller.signal }),
      new Promise<never>((_, reject) => {
        stuck = setTimeout(() => reject(new Error('did not stop')), limitMs + STUCK_MS)
      }),
    ])
    if (!controller.signal.aborted) return outcome
    return {
      ...outcome,
      observed: `stopped at the ${limitMs / 1000} s limit; ${outcome.observed}`,
      met: false,
    }
  } catch (error) {
    // fetch says only "fetch failed"; what failed (a reset, a refused connection) is its cause.
    const causes: string[] = []
    for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
      causes.push(e instanceof Error ? e.message : String(e))
    }
    return { requests: 0, observed: `failed: ${causes.join(': ')}`, bound: '—', met: false }
  } finally {
    clearTimeout(limit)
    clearTimeout(stuck)
  }
}

export const measure = async (
  pattern: Pattern,
  context: Omit<Context, 'signal'>,
  quiet: VisitorFigures,
): Promise<Row> => {
  const { target } = context
  const folder = pattern.folder?.(target)
  const diskBefore = folder ? await folderBytes(folder) : 0
  const rssBefore = await treeRss(target.pid)
  const peak = sampler(target.pid)
  let stopVisitor = backgroundVisitor(target.base)
  const steady = () => {
    void stopVisitor()
    stopVisitor = backgroundVisitor(target.base)
  }
  const outcome = await runWithin(pattern, { ...context, steady })
  const during = await stopVisitor()
  const rssGrowth = Math.max(0, (await peak()) - rssBefore)
  const diskGrowth = folder ? (await folderBytes(folder)) - diskBefore : null
  const alive = await isAlive(target.pid)

  const checks = [
    alive,
    pattern.diskBound === undefined || (diskGrowth ?? 0) <= pattern.diskBound,
    pattern.rssBound === undefined || rssGrowth <= pattern.rssBound,
    pattern.visitorWithin === undefined ||
      (during.failures === 0 &&
        (!context.amounts.timesBind || during.p99Ms <= pattern.visitorWithin * quiet.p99Ms)),
  ]
  const held = checks.every(Boolean) && outcome.met !== false
  // A pattern with no bound of its own (memory without a heap limit) is reported only.
  const bounded =
    outcome.met !== null ||
    pattern.diskBound !== undefined ||
    pattern.rssBound !== undefined ||
    pattern.visitorWithin !== undefined
  return {
    pattern: pattern.name,
    requests: outcome.requests,
    observed: alive ? outcome.observed : `${outcome.observed}; server no longer running`,
    diskGrowth,
    rssGrowth,
    visitor:
      `${quiet.p99Ms.toFixed(0)} → ${during.p99Ms.toFixed(0)} ms` +
      (during.failures ? ` (${during.failures} of ${during.requests} failed)` : ''),
    bound: outcome.bound,
    met: !held ? false : bounded ? true : null,
    details: outcome.details,
  }
}
