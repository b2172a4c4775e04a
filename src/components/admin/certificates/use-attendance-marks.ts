'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'

import {
  batchAnswered,
  emptyAttendanceQueue,
  enqueueTaps,
  isSettled,
  nextBatch,
  unsavedPresent,
  type AttendanceQueue,
  type Batch,
} from '@/lib/certificates/attendance-queue'
import { markKey, withSavedTaps, type Tap } from '@/lib/certificates/roll-call-marks'

import { apiRequest } from '../dashboard/data/api'
import { notifyFailure } from '../dashboard/data/notify'
import {
  ATTENDANCE,
  editionCertificatesPath,
  rollCallPath,
  type AttendanceAnswer,
  type RollCall,
} from './certificate-api'
import { ATTENDANCE_NOT_SAVED } from './certificate-messages'

/**
 * Taps show at once and are saved one request at a time, in order. A refused tap is taken back
 * and the reason shown; once all are answered, the roll call and eligibility are read again.
 */
export const useAttendanceMarks = (edition: number, staffEmail: string | null) => {
  const queryClient = useQueryClient()
  const [queue, setQueue] = useState<AttendanceQueue>(emptyAttendanceQueue)
  // The queue as the last answer left it: requests finish between renders.
  const latest = useRef(queue)
  const key = [rollCallPath(edition)]

  const change = (next: AttendanceQueue) => {
    latest.current = next
    setQueue(next)
  }

  const saved = (batch: Batch, { markedAt }: AttendanceAnswer) =>
    queryClient.setQueryData<RollCall>(
      key,
      (rollCall) =>
        rollCall && {
          ...rollCall,
          registrations: withSavedTaps(rollCall.registrations, batch.taps, markedAt, staffEmail),
        },
    )

  const send = () => {
    const { queue: next, batch } = nextBatch(latest.current)
    if (!batch) return
    change(next)
    const marks = batch.taps.map(({ registration, participant, present }) => ({
      registration,
      participant,
      present,
    }))
    apiRequest<AttendanceAnswer>('POST', ATTENDANCE, { edition, day: batch.day, marks })
      .then((answer) => saved(batch, answer))
      .catch((error: unknown) => notifyFailure(error, ATTENDANCE_NOT_SAVED))
      .finally(() => {
        change(batchAnswered(latest.current, batch.id))
        if (!isSettled(latest.current)) return send()
        // Other tablets' marks, and who may now be certified.
        void queryClient.invalidateQueries({ queryKey: key })
        void queryClient.invalidateQueries({ queryKey: [editionCertificatesPath(edition)] })
      })
  }

  return {
    tap: (taps: Tap[]) => {
      if (taps.length === 0) return
      change(enqueueTaps(latest.current, taps))
      send()
    },
    /** The mark a person shows until the server has it; undefined when nothing is unsaved. */
    unsaved: (day: string, registration: number, participant: number) =>
      unsavedPresent(queue, markKey(day, registration, participant)),
    saving: !isSettled(queue),
  }
}
