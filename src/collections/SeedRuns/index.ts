import { serverRecords } from '../server-records'

// A step runs once per database, ever, so a restart never undoes an editor's later edits or
// deletions of seeded content.
export const SeedRuns = serverRecords({
  slug: 'seed-runs',
  admin: { hidden: true },
  fields: [{ name: 'step', type: 'text', required: true, unique: true, index: true }],
})
