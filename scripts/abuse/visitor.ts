/**
 * An ordinary visitor reading the home page, one request after another, each on a new
 * connection from 127.0.0.1 (the attack comes from other loopback addresses): its p99
 * while nothing else happens, and while a pattern runs.
 */
import { send } from './http-send'

export const VISITOR_ADDRESS = '127.0.0.1'

export type VisitorFigures = { requests: number; p99Ms: number; failures: number }

/** The 99th percentile (nearest rank); NaN without samples. */
export const p99 = (values: number[]): number => {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]
}

const visit = async (base: string) => {
  const answer = await send(`${base}/`, {
    localAddress: VISITOR_ADDRESS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    timeoutMs: 10_000,
  })
  // A visitor who got no page waited the whole time: that counts in the percentile.
  return { ms: answer.ms, ok: answer.status === 200 }
}

const figures = (samples: { ms: number; ok: boolean }[]): VisitorFigures => ({
  requests: samples.length,
  p99Ms: p99(samples.map((s) => s.ms)),
  failures: samples.filter((s) => !s.ok).length,
})

/** How long a visitor waits between visits, quiet or not, so both figures mean the same. */
export const VISITOR_PAUSE_MS = 100

/**
 * The quiet figure: `amount` visits with nothing else going on (after one to warm the page),
 * paced as the visitor during a pattern is: back-to-back visits find everything warm and
 * would make any later figure look slow beside them.
 */
export const quietVisitor = async (base: string, amount: number): Promise<VisitorFigures> => {
  await visit(base)
  const samples = []
  for (let i = 0; i < amount; i++) {
    samples.push(await visit(base))
    await new Promise((r) => setTimeout(r, VISITOR_PAUSE_MS))
  }
  return figures(samples)
}

/** Visits every `pauseMs` until the returned function is called, which gives the figures. */
export const backgroundVisitor = (base: string, pauseMs = VISITOR_PAUSE_MS) => {
  const samples: { ms: number; ok: boolean }[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      samples.push(await visit(base))
      await new Promise((r) => setTimeout(r, pauseMs))
    }
  })()
  return async (): Promise<VisitorFigures> => {
    running = false
    await loop
    return figures(samples)
  }
}
