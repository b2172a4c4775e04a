import type { Payload, TaskConfig } from 'payload'

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>
type BeforeSchedule = NonNullable<ScheduleHooks['beforeSchedule']>

/** Far longer than any run of a housekeeping task takes. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000

// Payload never picks up a processing job again, so a server stopped mid-run (a deploy, a crash)
// leaves one for good, and the default schedule check would never schedule the task again.
export const releaseAbandonedRuns = async (payload: Payload, task: string): Promise<void> => {
  await payload.update({
    collection: 'payload-jobs',
    overrideAccess: true,
    where: {
      and: [
        { taskSlug: { equals: task } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - ABANDONED_AFTER_MS).toISOString() } },
      ],
    },
    data: {
      processing: false,
      hasError: true,
      error: { message: 'Abandoned: its server stopped during the run.' },
    },
  })
}

export const scheduleUnlessRunning =
  (task: string): BeforeSchedule =>
  async (args) => {
    await releaseAbandonedRuns(args.req.payload, task)
    return args.defaultBeforeSchedule(args)
  }
