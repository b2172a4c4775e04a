import type { Payload, TaskConfig, TaskHandlerResult, TaskOutput, TaskType } from 'payload'

import { scheduleUnlessRunning } from '@/server/jobs/release-abandoned-runs'

/** Housekeeping has a queue of its own, which the server looks at every minute (payload.config.ts). */
export const MAINTENANCE_QUEUE = 'maintenance'

type Counts<Slug extends TaskType> = TaskOutput<Slug> & Record<string, number>

/**
 * A housekeeping task on a schedule. Payload queues it on `cron`: the server's every-minute
 * look at the maintenance queue first queues the next run (waiting until its time), then runs
 * what is due; a run left "processing" by a server that stopped is released first, so it
 * cannot block the schedule for good. `run` answers how many of each thing it handled (the
 * job's output); when any of `counts` is above zero, the server's log says how many of each.
 * No retries: the next scheduled run is the retry, and it picks up whatever this one left.
 */
export const maintenanceTask = <Slug extends TaskType>(
  slug: Slug,
  cron: string,
  {
    label,
    counts,
    run,
  }: {
    label: string
    /** The output's counts, in the order the job's output lists them. */
    counts: Array<keyof Counts<Slug> & string>
    run: (payload: Payload) => Promise<Counts<Slug>>
  },
): TaskConfig<Slug> => ({
  // Payload's task types hang on the slug through conditional types, which TypeScript leaves
  // unresolved for a generic slug: here and in the handler's result, the types are restated.
  slug: slug as TaskConfig<Slug>['slug'],
  label,
  schedule: [
    { cron, queue: MAINTENANCE_QUEUE, hooks: { beforeSchedule: scheduleUnlessRunning(slug) } },
  ],
  outputSchema: counts.map((name) => ({ name, type: 'number', required: true })),
  handler: async ({ req }) => {
    const handled = await run(req.payload)
    if (counts.some((name) => handled[name] > 0)) {
      req.payload.logger.info(
        `${label}: ${counts.map((name) => `${handled[name]} ${name}`).join(', ')}`,
      )
    }
    return { output: handled } as TaskHandlerResult<Slug>
  },
})
