/**
 * How the e-mail queue keeps up with a burst of public submissions: `posts` contact messages
 * at 20 connections, each from a visitor of its own, then the wait until every
 * acknowledgement the site owes a visitor has reached the SMTP sink. Each delay runs from the
 * submission's 201 to its acknowledgement's arrival. While the queue drains, the share of
 * the CPU the server and its database use is counted (the queue's share), and `during` may
 * load the site meanwhile.
 */
import type { AppServer } from '../lib/app-server'
import { query } from '../lib/sql'
import { contactBody } from '../lib/submission-bodies'
import { loadPost, type Receipt } from './load'
import { busyShareSince } from './machine-cpu'
import type { SmtpSink } from './smtp-sink'

export type QueueFigures = {
  acknowledged: number
  delivered: number
  delaysMs: number[]
  /** From the first 201 to the last acknowledgement's arrival. */
  drainMs: number
  /** The server's and database's share (0–1) of all cores from the burst's last 201 until the queue was empty. */
  busyShare: number
}

const POLL_MS = 250

/** Jobs on the e-mail queue that are still to run (a job that failed for good is not). */
const emailJobsWaiting = async (server: AppServer): Promise<number> => {
  const [row] = await query<{ waiting: string }>(
    server.databaseUrl,
    `select count(*) as waiting from payload_jobs
      where queue = 'emails' and completed_at is null and not coalesce(has_error, false)`,
  )
  return Number(row.waiting)
}

/** Waits until the e-mail queue has run everything earlier stages queued. */
export const waitForEmptyEmailQueue = async (server: AppServer, giveUpMs = 15 * 60_000) => {
  const deadline = Date.now() + giveUpMs
  while ((await emailJobsWaiting(server)) > 0) {
    if (Date.now() > deadline) throw new Error('The e-mail queue did not empty in time')
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

const arrivalAfter = (sink: SmtpSink, receipt: Receipt): number | undefined =>
  receipt.email ? sink.arrivalsTo(receipt.email).find((at) => at >= receipt.at - 1000) : undefined

export const measureQueueBurst = async <T>(
  server: AppServer,
  sink: SmtpSink,
  {
    posts,
    tag,
    giveUpMs = 10 * 60_000,
    during,
  }: { posts: number; tag: string; giveUpMs?: number; during?: () => Promise<T> },
): Promise<QueueFigures & { during?: T }> => {
  await waitForEmptyEmailQueue(server)
  const burst = await loadPost(`${server.base}/api/contact`, posts, (n) =>
    contactBody({ name: `Queue Visitor ${n}`, email: `queue-${tag}-${n}@bench.example.my` }),
  )
  const busyShare = await busyShareSince()
  const load = during?.()
  const deadline = Date.now() + giveUpMs
  const pending = new Set(burst.receipts)
  const delaysMs: number[] = []
  let lastArrival = 0
  while (pending.size > 0 && Date.now() < deadline) {
    for (const receipt of pending) {
      const arrived = arrivalAfter(sink, receipt)
      if (arrived === undefined) continue
      delaysMs.push(arrived - receipt.at)
      lastArrival = Math.max(lastArrival, arrived)
      pending.delete(receipt)
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  await waitForEmptyEmailQueue(server, Math.max(0, deadline - Date.now()))
  const share = await busyShare()
  const firstReceipt = Math.min(...burst.receipts.map((r) => r.at))
  return {
    acknowledged: burst.receipts.length,
    delivered: delaysMs.length,
    delaysMs,
    drainMs: lastArrival - firstReceipt,
    busyShare: share,
    during: await load,
  }
}
