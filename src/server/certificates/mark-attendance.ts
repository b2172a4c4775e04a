import { APIError, type PayloadRequest } from 'payload'

import { malaysianDayOf } from '@/lib/certificates/edition-days'
import type { AttendanceInput } from '@/lib/validation/certificates'
import { recordAudit } from '@/server/audit/record-audit'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { holdRegistration } from '@/server/payments/hold-registration'

import { readEditionRoster } from './edition-roster'

export const notADayOf = (day: string) => `${day} is not a day of this edition.`
export const DAY_NOT_COME = 'Attendance can only be marked for a day that has begun.'
export const notExpected = (registration: number, participant: number) =>
  `Participant ${participant} of registration ${registration} is not expected at this edition.`

// Under the registrations' row locks, so two tablets at the door mark one after the other; a
// second tap for the same person and day replaces the first.
export const markAttendance = (req: PayloadRequest, input: AttendanceInput) =>
  inTransaction(req, async () => {
    const registrationIds = [...new Set(input.marks.map((m) => m.registration))].sort(
      (a, b) => a - b,
    )
    for (const id of registrationIds) await holdRegistration(req, id)
    const { days, registrations } = await readEditionRoster(req, input.edition)
    if (!days.includes(input.day)) throw new APIError(notADayOf(input.day), 400)
    if (input.day > malaysianDayOf(new Date())) throw new APIError(DAY_NOT_COME, 400)

    const expected = new Map(registrations.map((r) => [r.id, r]))
    for (const { registration, participant } of input.marks) {
      const known = expected.get(registration)?.participants?.some((p) => p.no === participant)
      if (!known) throw new APIError(notExpected(registration, participant), 400)
    }

    const { docs: existing } = await req.payload.find({
      collection: 'attendance-marks',
      where: { registration: { in: registrationIds }, day: { equals: input.day } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const keyOf = (registration: number, participant: number) => `${registration}|${participant}`
    const stored = new Map(
      existing.map((mark) => [
        keyOf(
          typeof mark.registration === 'object' ? mark.registration.id : mark.registration,
          mark.participant,
        ),
        mark,
      ]),
    )
    const markedAt = new Date().toISOString()
    const markedBy = actingUserId(req)
    // The last tap for a person in one request stands, as on the screen.
    const latest = new Map(input.marks.map((m) => [keyOf(m.registration, m.participant), m]))
    for (const [key, mark] of latest) {
      const data = { present: mark.present, markedAt, markedBy }
      const previous = stored.get(key)
      if (previous) {
        await req.payload.update({
          collection: 'attendance-marks',
          id: previous.id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
      } else {
        await req.payload.create({
          collection: 'attendance-marks',
          data: {
            ...data,
            edition: input.edition,
            registration: mark.registration,
            participant: mark.participant,
            day: input.day,
          },
          depth: 0,
          overrideAccess: true,
          req,
        })
      }
    }
    const marks = [...latest.values()]
    await recordAudit(req, {
      action: 'attendance-marked',
      query: { collection: 'attendance-marks', edition: input.edition, day: input.day },
      rowCount: marks.length,
      details: { marks },
    })
    return { day: input.day, marked: marks.length, markedAt }
  })
