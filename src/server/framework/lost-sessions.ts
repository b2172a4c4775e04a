/**
 * Part of the durable-transactions.ts patch. Goes with it. Transactions PostgreSQL ended while
 * open: their owner may still commit one, which must fail. Only the latest are kept, as an owner
 * commits within moments or never.
 */
export type LostSessions = Set<string>

const KEPT = 1_000

export const lostSessions = (): LostSessions => new Set()

export const rememberLostSession = (lost: LostSessions, id: string): void => {
  lost.add(id)
  if (lost.size > KEPT) lost.delete(lost.values().next().value as string)
}

export const wasLost = (lost: LostSessions, id: string): boolean => lost.has(id)
