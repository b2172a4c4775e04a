import { markKey, type Tap } from './roll-call-marks'

/**
 * The roll call's taps on their way to the server. Taps are sent one request at a time, in
 * the order they were made, so the server always ends on the last tap for a person; taps made
 * while a request is out wait, and go together in the next one (a later tap for the same
 * person replacing an earlier one). Until a tap is saved the screen shows it anyway, and a
 * refused request takes its taps back off the screen.
 */

export type Batch = { id: number; day: string; taps: Tap[] }

export type AttendanceQueue = {
  nextId: number
  /** Taps not sent yet, in the order they were made. */
  waiting: Tap[]
  /** The request out now, if any. */
  sending: Batch | null
}

export const emptyAttendanceQueue = (): AttendanceQueue => ({
  nextId: 1,
  waiting: [],
  sending: null,
})

const keyOf = (tap: Tap) => markKey(tap.day, tap.registration, tap.participant)

/** Adds taps to those waiting; a person tapped again keeps only the newer tap. */
export const enqueueTaps = (queue: AttendanceQueue, taps: readonly Tap[]): AttendanceQueue => {
  const newer = new Set(taps.map(keyOf))
  return { ...queue, waiting: [...queue.waiting.filter((tap) => !newer.has(keyOf(tap))), ...taps] }
}

/**
 * The next request to send, when none is out: the waiting taps of the day tapped first (a
 * request marks one day). The queue is unchanged, with no batch, while one is out.
 */
export const nextBatch = (
  queue: AttendanceQueue,
): { queue: AttendanceQueue; batch: Batch | null } => {
  if (queue.sending || queue.waiting.length === 0) return { queue, batch: null }
  const day = queue.waiting[0].day
  const batch: Batch = {
    id: queue.nextId,
    day,
    taps: queue.waiting.filter((tap) => tap.day === day),
  }
  return {
    queue: {
      nextId: queue.nextId + 1,
      waiting: queue.waiting.filter((tap) => tap.day !== day),
      sending: batch,
    },
    batch,
  }
}

/** The request has been answered, saved or refused: its taps stop being shown as unsaved. */
export const batchAnswered = (queue: AttendanceQueue, id: number): AttendanceQueue =>
  queue.sending?.id === id ? { ...queue, sending: null } : queue

/** The mark a person shows before the server has it: the latest unsaved tap, if any. */
export const unsavedPresent = (queue: AttendanceQueue, key: string): boolean | undefined => {
  const waiting = queue.waiting.find((tap) => keyOf(tap) === key)
  if (waiting) return waiting.present
  return queue.sending?.taps.find((tap) => keyOf(tap) === key)?.present
}

/** Nothing is waiting or out. */
export const isSettled = (queue: AttendanceQueue): boolean =>
  queue.sending === null && queue.waiting.length === 0
