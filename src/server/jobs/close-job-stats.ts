import type { SanitizedConfig } from 'payload'

import { nobody } from '@/access/server-written'

const JOB_STATS_GLOBAL = 'payload-jobs-stats'

/**
 * Payload adds the `payload-jobs-stats` global once a task has a `schedule`, with its
 * default access: any signed-in user may read and change it through the REST API. Its
 * "last scheduled run" decides when a scheduled task runs next, so an editor could stop
 * the upload sweep. Only the job system uses it, directly on the database, so no API
 * caller needs it. Called at start-up, on the sanitized config (the global does not
 * exist before sanitizing, so a plugin cannot reach it).
 */
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
