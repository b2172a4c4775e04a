import { markKey, type Tap } from './roll-call-marks'

// One request at a time, in the order tapped, so the server always ends on a person's last tap;
// taps made meanwhile go together in the next, a later tap for a person replacing an earlier.

export type Batch = { id: number; day: string; taps: Tap[] }

export type AttendanceQueue = {
  nextId: number
  waiting: Tap[]
  sending: Batch | null
}

export const emptyAttendanceQueue = (): AttendanceQueue => ({
  nextId: 1,
  waiting: [],
  sending: null,
})

const keyOf = (tap: Tap) => markKey(tap.day, tap.registration, tap.participant)

export const enqueueTaps = (queue: AttendanceQueue, taps: readonly Tap[]): AttendanceQueue => {
  const newer = new Set(taps.map(keyOf))
  return { ...queue, waiting: [...queue.waiting.filter((tap) => !newer.has(keyOf(tap))), ...taps] }
}

// A request marks one day: the waiting taps of the day tapped first.
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

export const batchAnswered = (queue: AttendanceQueue, id: number): AttendanceQueue =>
  queue.sending?.id === id ? { ...queue, sending: null } : queue

export const unsavedPresent = (queue: AttendanceQueue, key: string): boolean | undefined => {
  const waiting = queue.waiting.find((tap) => keyOf(tap) === key)
  if (waiting) return waiting.present
  return queue.sending?.taps.find((tap) => keyOf(tap) === key)?.present
}

export const isSettled = (queue: AttendanceQueue): boolean =>
  queue.sending === null && queue.waiting.length === 0
