import { serverRecords } from '../server-records'

/**
 * One row per seed step that has run. A step runs once per database, ever, so an
 * editor's later edits or deletions of seeded content are never undone by a restart.
 */
export const SeedRuns = serverRecords({
  slug: 'seed-runs',
  admin: { hidden: true },
  fields: [{ name: 'step', type: 'text', required: true, unique: true, index: true }],
})
