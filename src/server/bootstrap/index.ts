import type { Migration, Payload } from 'payload'

import { migrations } from '@/migrations'

import { withStartupLock } from './advisory-lock'
import { ensureAdmin } from './ensure-admin'
import { runSeeds } from './seed'

export const bootstrap = async (payload: Payload): Promise<void> => {
  // The migrate CLI brings its own schema handling.
  if (process.env.PAYLOAD_MIGRATING === 'true') return
  await withStartupLock(payload, async () => {
    // The generic adapter type knows nothing of Postgres' migration arguments.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    await runSeeds(payload)
    await ensureAdmin(payload)
  })
}
