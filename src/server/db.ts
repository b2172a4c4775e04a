import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The Drizzle handle of the request's open transaction (or the pool outside one). */
export const transactionDb = async (req: PayloadRequest) => {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[id]?.db) || adapter.drizzle
}

export type Db = Awaited<ReturnType<typeof transactionDb>>
