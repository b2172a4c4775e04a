/**
 * A fixed number of public POSTs (autocannon, `amount` rather than a duration, so the
 * acknowledged writes can be counted against rows), alternating contact inquiries and
 * registrations on every connection. Each body is made unique as it is sent; each answer is
 * recorded with its time, and the ids of 201 answers are kept as the server's receipts.
 */
import autocannon from 'autocannon'

import { loadContact, loadRegistration } from './submissions'

export type Answer = {
  at: number
  status: number
  /** A refusal that tells the client to come back: Retry-After and a JSON error message. */
  saysRetry: boolean
}

export type PostLoad = {
  /** Answers so far (grows while the run goes on; the outage scheduler watches it). */
  answers: Answer[]
  acknowledged: { contact: number[]; registrations: number[] }
  /** Requests that failed without an HTTP answer, by autocannon's error message. */
  failures: Record<string, number>
  /** Resolves when every request was answered or failed. */
  done: Promise<{ seconds: number; sent: number }>
}

type Reply = { doc?: { id?: unknown }; errors?: { message?: unknown }[] }

const parse = (body: string): Reply => {
  try {
    return (JSON.parse(body) as Reply) ?? {}
  } catch {
    return {}
  }
}

const saysRetry = (reply: Reply, headers: object | undefined) =>
  typeof reply.errors?.[0]?.message === 'string' &&
  Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after')

export const startPostLoad = ({
  base,
  phase,
  amount,
  connections,
  overallRate,
}: {
  base: string
  phase: string
  amount: number
  connections: number
  overallRate?: number
}): PostLoad => {
  const load: PostLoad = {
    answers: [],
    acknowledged: { contact: [], registrations: [] },
    failures: {},
    done: Promise.resolve({ seconds: 0, sent: 0 }),
  }
  let sent = 0
  const post = (
    collection: 'contact' | 'registrations',
    bodyFor: (n: number) => unknown,
  ): autocannon.Request => ({
    method: 'POST',
    path: `/api/${collection}`,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyFor(sent++)) }),
    onResponse: (status, body, _context, headers) => {
      const reply = parse(body)
      load.answers.push({ at: Date.now(), status, saysRetry: saysRetry(reply, headers) })
      const id = reply.doc?.id
      if (status === 201 && typeof id === 'number') load.acknowledged[collection].push(id)
    },
  })
  load.done = new Promise<{ seconds: number; sent: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        amount,
        overallRate,
        // Longer than the pool's connection timeout, so a slow answer is still counted.
        timeout: 30,
        requests: [
          post('contact', (n) => loadContact(phase, n)),
          post('registrations', (n) => loadRegistration(phase, n)),
        ],
      },
      // Our own count of bodies sent: autocannon's `requests.sent` over-counts paced runs.
      (error, result) => (error ? reject(error) : resolve({ seconds: result.duration, sent })),
    )
    // Timeouts come here too ('request timed out').
    instance.on('reqError', (error: Error) => {
      load.failures[error.message] = (load.failures[error.message] ?? 0) + 1
    })
  })
  return load
}

/** Answers per HTTP status, plus requests without an answer. */
export const statusCounts = (load: PostLoad): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const { status } of load.answers) counts[status] = (counts[status] ?? 0) + 1
  for (const [message, count] of Object.entries(load.failures))
    counts[`no answer: ${message}`] = count
  return counts
}
