import type { PayloadRequest } from 'payload'

import { editionDays } from '@/lib/certificates/edition-days'
import type { AttendanceMark as Mark } from '@/lib/certificates/eligibility'
import type { AttendanceMark, Registration, WorkshopEdition } from '@/payload-types'
import { readById } from '@/server/read-by-id'

export type RosterRegistration = Pick<
  Registration,
  | 'id'
  | 'reference'
  | 'organization'
  | 'contactName'
  | 'status'
  | 'paymentState'
  | 'participants'
  | 'certificateWaiver'
>

export type EditionRoster = {
  edition: WorkshopEdition
  days: string[]
  registrations: RosterRegistration[]
  marks: Map<number, AttendanceMark[]>
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

export const eligibilityMarks = (marks: AttendanceMark[] = []): Mark[] =>
  marks.map((mark) => ({ participant: mark.participant, day: mark.day, present: mark.present }))

export const readEditionRoster = async (
  req: PayloadRequest,
  editionId: number,
): Promise<EditionRoster> => {
  const edition = await readById(req, 'workshop-editions', editionId)
  const { docs: registrations } = await req.payload.find({
    collection: 'registrations',
    where: { edition: { equals: editionId }, status: { not_equals: 'cancelled' } },
    sort: 'organization',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      reference: true,
      organization: true,
      contactName: true,
      status: true,
      paymentState: true,
      participants: true,
      certificateWaiver: true,
    },
    req,
  })
  const { docs: marks } = await req.payload.find({
    collection: 'attendance-marks',
    where: { edition: { equals: editionId } },
    pagination: false,
    depth: 1,
    populate: { users: { email: true } },
    overrideAccess: true,
    req,
  })
  const byRegistration = new Map<number, AttendanceMark[]>()
  for (const mark of marks) {
    const id = idOf(mark.registration)
    byRegistration.set(id, [...(byRegistration.get(id) ?? []), mark])
  }
  return {
    edition,
    days: editionDays(edition.startsAt, edition.endsAt),
    registrations: registrations as RosterRegistration[],
    marks: byRegistration,
  }
}
