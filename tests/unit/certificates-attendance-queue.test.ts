import { describe, expect, it } from 'vitest'

import {
  batchAnswered,
  emptyAttendanceQueue,
  enqueueTaps,
  isSettled,
  nextBatch,
  unsavedPresent,
} from '@/lib/certificates/attendance-queue'
import { markKey, type Tap } from '@/lib/certificates/roll-call-marks'

const tap = (participant: number, present: boolean, day = '2027-03-10'): Tap => ({
  day,
  registration: 7,
  participant,
  present,
})

const key = (participant: number, day = '2027-03-10') => markKey(day, 7, participant)

describe('the taps on their way', () => {
  it('go one request at a time, later taps together in the next', () => {
    let queue = enqueueTaps(emptyAttendanceQueue(), [tap(1, true)])
    const first = nextBatch(queue)
    expect(first.batch?.taps).toEqual([tap(1, true)])
    queue = first.queue

    queue = enqueueTaps(queue, [tap(2, true)])
    queue = enqueueTaps(queue, [tap(3, true)])
    // Nothing more is sent while the first request is out.
    expect(nextBatch(queue).batch).toBeNull()

    queue = batchAnswered(queue, first.batch!.id)
    const second = nextBatch(queue)
    expect(second.batch?.taps).toEqual([tap(2, true), tap(3, true)])
    queue = batchAnswered(second.queue, second.batch!.id)
    expect(isSettled(queue)).toBe(true)
  })

  it('keep only the newest tap of a person waiting', () => {
    const queue = enqueueTaps(enqueueTaps(emptyAttendanceQueue(), [tap(1, true)]), [tap(1, false)])
    expect(queue.waiting).toEqual([tap(1, false)])
  })

  it('are sent one day per request', () => {
    const queue = enqueueTaps(emptyAttendanceQueue(), [
      tap(1, true, '2027-03-10'),
      tap(1, true, '2027-03-11'),
      tap(2, true, '2027-03-10'),
    ])
    const { queue: after, batch } = nextBatch(queue)
    expect(batch).toMatchObject({ day: '2027-03-10', taps: [tap(1, true), tap(2, true)] })
    expect(after.waiting).toEqual([tap(1, true, '2027-03-11')])
  })

  it('show on screen until answered: the newest tap first, then the one being sent', () => {
    let queue = nextBatch(enqueueTaps(emptyAttendanceQueue(), [tap(1, true)])).queue
    expect(unsavedPresent(queue, key(1))).toBe(true)
    queue = enqueueTaps(queue, [tap(1, false)])
    expect(unsavedPresent(queue, key(1))).toBe(false)
    expect(unsavedPresent(queue, key(2))).toBeUndefined()
  })

  it('leave the screen when refused, so it shows what the server holds', () => {
    const { queue, batch } = nextBatch(enqueueTaps(emptyAttendanceQueue(), [tap(1, true)]))
    const answered = batchAnswered(queue, batch!.id)
    expect(unsavedPresent(answered, key(1))).toBeUndefined()
    // An answer to an older request leaves the one out now alone.
    expect(batchAnswered(queue, batch!.id + 1)).toBe(queue)
  })
})
