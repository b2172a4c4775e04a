import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'

/**
 * One row per seed step that has run. A step runs once per database, ever, so an
 * editor's later edits or deletions of seeded content are never undone by a restart.
 */
export const SeedRuns: CollectionConfig = {
  slug: 'seed-runs',
  admin: { hidden: true },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'step', type: 'text', required: true, unique: true, index: true }],
}
