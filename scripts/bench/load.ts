/**
 * Load with autocannon: a fixed number of requests (not a duration) over 20 connections, so
 * every run sends the same work and the POSTs' acknowledged ids can be counted against rows.
 */
import autocannon from 'autocannon'

export const CONNECTIONS = 20

/** A distinct address for the n-th visitor, in 198.18.0.0/15 (reserved for benchmarks). */
export const visitorAddress = (n: number): string =>
  `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`

export type LoadFigures = {
  requests: number
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  /** Answers other than 2xx, plus requests that got no answer (errors, timeouts). */
  non2xx: number
}

/** A 201: the stored submission's id, when it was answered, and the e-mail it names. */
export type Receipt = { id: number; at: number; email: string | null }

export type PostFigures = LoadFigures & {
  /** Ids the server answered 201 with. */
  acknowledgedIds: number[]
  receipts: Receipt[]
}

const figuresOf = (result: autocannon.Result, seconds: number): LoadFigures => ({
  requests: result.requests.total,
  // Requests over the run's own wall time: autocannon's `duration` has whole seconds and its
  // per-second average drops the last partial second, both coarse for runs of a few seconds.
  reqPerSec: result.requests.total / seconds,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx + result.errors + result.timeouts,
})

/** The run's figures; rejects when autocannon itself fails. */
const run = async (options: autocannon.Options): Promise<LoadFigures> => {
  const started = performance.now()
  // The run ends at its last answer: autocannon reports the end on its next one-second tick,
  // which made runs of a few seconds read as 2000/3, 2000/4 or 2000/5 requests a second.
  let lastAnswer = started
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, answer) =>
      error ? reject(error) : resolve(answer),
    )
    instance.on('response', () => {
      lastAnswer = performance.now()
    })
  })
  return figuresOf(result, (lastAnswer - started) / 1000)
}

export const loadGet = async (url: string, amount: number): Promise<LoadFigures> => {
  // One request first, so a page rendered on its first request is measured from the cache.
  const warm = await fetch(url)
  await warm.arrayBuffer()
  // Compressed as a browser asks for it (Next.js compresses HTML and JSON).
  const headers = { 'accept-encoding': 'gzip, deflate, br' }
  return run({ url, connections: CONNECTIONS, amount, headers })
}

/** POSTs `amount` JSON bodies, each made by `bodyFor(n)` so every submission is distinct. */
export const loadPost = async (
  url: string,
  amount: number,
  bodyFor: (n: number) => unknown,
): Promise<PostFigures> => {
  let sent = 0
  const receipts: Receipt[] = []
  const figures = await run({
    url,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = sent++
          return {
            ...request,
            // Each form from a visitor of its own, as a proxy in front of the site reports them
            // (the bench server trusts 127.0.0.1 as that proxy): a thousand posts from one
            // address would all queue on that address's rate-limit row, which no real
            // audience does.
            headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(n) },
            body: JSON.stringify(bodyFor(n)),
          }
        },
        onResponse: (status, body) => {
          if (status !== 201) return
          const doc = (JSON.parse(body) as { doc?: Record<string, unknown> }).doc
          const email = doc?.email ?? doc?.contactEmail
          if (typeof doc?.id === 'number')
            receipts.push({
              id: doc.id,
              at: Date.now(),
              email: typeof email === 'string' ? email : null,
            })
        },
      },
    ],
  })
  return { ...figures, acknowledgedIds: receipts.map((r) => r.id), receipts }
}
