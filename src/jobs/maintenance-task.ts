import type { Payload, TaskConfig, TaskHandlerResult, TaskOutput, TaskType } from 'payload'

import { scheduleUnlessRunning } from '@/server/jobs/release-abandoned-runs'

export const MAINTENANCE_QUEUE = 'maintenance'

type Counts<Slug extends TaskType> = TaskOutput<Slug> & Record<string, number>

// No retries: the next scheduled run is the retry. A run left "processing" by a server that
// stopped is released first, so it cannot block the schedule for good.
export const maintenanceTask = <Slug extends TaskType>(
  slug: Slug,
  cron: string,
  {
    label,
    counts,
    run,
  }: {
    label: string
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
