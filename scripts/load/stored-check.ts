/** What a phase of the load test stored, against what it acknowledged, table by table. */
import { checkStored, type StoredCheck, type Table } from '../lib/stored-rows'
import { emailPattern } from './submissions'

export const checkPhaseStored = async (
  databaseUrl: string,
  phase: string,
  acknowledged: Record<Table, number[]>,
): Promise<StoredCheck> => {
  const total: StoredCheck = { acknowledged: 0, missing: 0, storedUnacknowledged: 0 }
  for (const table of ['contact', 'registrations'] as const) {
    const check = await checkStored(databaseUrl, table, acknowledged[table], emailPattern(phase))
    total.acknowledged += check.acknowledged
    total.missing += check.missing
    total.storedUnacknowledged += check.storedUnacknowledged
  }
  return total
}
