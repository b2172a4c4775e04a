/**
 * Compares a phase's receipts (ids answered 201) with the rows PostgreSQL holds for it.
 * A receipt without a row is a lost submission; a row without a receipt is harmless (the
 * answer was lost on the way, e.g. a timeout) but is counted too.
 */
import { query } from './sql'
import { emailPattern } from './submissions'

export type StoredCheck = {
  acknowledged: number
  /** Acknowledged but not in the database: must be 0. */
  missing: number
  /** In the database without a 201 having reached the client. */
  storedUnacknowledged: number
}

const EMAIL_COLUMN = { contact: 'email', registrations: 'contact_email' } as const

const storedIds = async (databaseUrl: string, table: keyof typeof EMAIL_COLUMN, phase: string) =>
  (
    await query<{ id: number }>(
      databaseUrl,
      `select id from "${table}" where ${EMAIL_COLUMN[table]} like $1`,
      [emailPattern(phase)],
    )
  ).map((row) => row.id)

export const checkStored = async (
  databaseUrl: string,
  phase: string,
  acknowledged: Record<keyof typeof EMAIL_COLUMN, number[]>,
): Promise<StoredCheck> => {
  const check: StoredCheck = { acknowledged: 0, missing: 0, storedUnacknowledged: 0 }
  for (const table of ['contact', 'registrations'] as const) {
    const stored = new Set(await storedIds(databaseUrl, table, phase))
    const receipts = new Set(acknowledged[table])
    check.acknowledged += receipts.size
    check.missing += [...receipts].filter((id) => !stored.has(id)).length
    check.storedUnacknowledged += [...stored].filter((id) => !receipts.has(id)).length
  }
  return check
}
