import type { CollectionConfig } from 'payload'

import { adminReadServerWrites } from '@/access/server-written'

/**
 * One row per seed step that has run. A step runs once per database, ever, so an
 * editor's later edits or deletions of seeded content are never undone by a restart.
 */
export const SeedRuns: CollectionConfig = {
  slug: 'seed-runs',
  admin: { hidden: true },
  access: adminReadServerWrites,
  fields: [{ name: 'step', type: 'text', required: true, unique: true, index: true }],
}
