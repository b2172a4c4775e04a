import type { SanitizedConfig } from 'payload'

import { nobody } from '@/access/server-written'

const JOB_STATS_GLOBAL = 'payload-jobs-stats'

// Payload adds this global once a task has a `schedule`, open to any signed-in user through REST;
// its "last scheduled run" decides the next run, so an editor could stop the upload sweep. Only
// the job system uses it, directly. Applied to the sanitized config: the global is made there.
export const closeJobStatsGlobal = (config: SanitizedConfig): void => {
  const global = config.globals.find((candidate) => candidate.slug === JOB_STATS_GLOBAL)
  if (!global) return
  Object.assign(global.access, {
    read: nobody,
    update: nobody,
    readVersions: nobody,
    readDrafts: nobody,
  })
}
