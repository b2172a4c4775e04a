/**
 * Part of the durable-transactions.ts patch: which of the adapter's transactions PostgreSQL
 * ended. Goes with it.
 */
/**
 * Ids of transactions whose connection PostgreSQL ended while they were open. They are
 * no longer open, but their owner may still try to commit them, and that must fail rather
 * than report success. Bounded: only the latest ones are kept, as an owner commits within
 * moments or never.
 */
export type LostSessions = Set<string>

const KEPT = 1_000

export const lostSessions = (): LostSessions => new Set()

export const rememberLostSession = (lost: LostSessions, id: string): void => {
  lost.add(id)
  if (lost.size > KEPT) lost.delete(lost.values().next().value as string)
}

export const wasLost = (lost: LostSessions, id: string): boolean => lost.has(id)
