import type { Payload, TaskConfig } from 'payload'

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>
type BeforeSchedule = NonNullable<ScheduleHooks['beforeSchedule']>

/** Far longer than any run of a housekeeping task takes. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000

/**
 * Marks runs of `task` that have been "processing" for an hour without a change as failed.
 * Payload never picks up a job again once it is processing, so a server that stopped in the
 * middle of a run (a deploy, a crash) leaves one behind for good; and the default schedule
 * check (no queued or running scheduled job of the task) would then never schedule the task
 * again.
 */
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

/** Payload's own schedule check, after releasing abandoned runs of the task. */
export const scheduleUnlessRunning =
  (task: string): BeforeSchedule =>
  async (args) => {
    await releaseAbandonedRuns(args.req.payload, task)
    return args.defaultBeforeSchedule(args)
  }
