/**
 * Whether what the server acknowledged is really in the database, asked of PostgreSQL itself
 * rather than through the app that acknowledged it. A receipt without a row is a lost
 * submission; a row without a receipt is harmless (the answer was lost on the way, e.g. a
 * timeout) but is counted too.
 */
import { query } from './sql'

export type Table = 'contact' | 'registrations'

export type StoredCheck = {
  acknowledged: number
  /** Acknowledged but not in the database: must be 0. */
  missing: number
  /** In the database (among `candidates`) without a 201 having reached the client. */
  storedUnacknowledged: number
}

const EMAIL_COLUMN = { contact: 'email', registrations: 'contact_email' } as const

/**
 * Checks acknowledged ids against the rows of `table`; `emailPattern` (a LIKE pattern of the
 * e-mails the run sent) also finds rows stored without an acknowledgement.
 */
export const checkStored = async (
  databaseUrl: string,
  table: Table,
  acknowledgedIds: number[],
  emailPattern?: string,
): Promise<StoredCheck> => {
  const receipts = new Set(acknowledgedIds)
  const found = await query<{ id: number }>(
    databaseUrl,
    `select id from "${table}" where id = any($1::int[])`,
    [[...receipts]],
  )
  const candidates = emailPattern
    ? await query<{ id: number }>(
        databaseUrl,
        `select id from "${table}" where ${EMAIL_COLUMN[table]} like $1`,
        [emailPattern],
      )
    : []
  return {
    acknowledged: receipts.size,
    missing: receipts.size - found.length,
    storedUnacknowledged: candidates.filter((row) => !receipts.has(row.id)).length,
  }
}
