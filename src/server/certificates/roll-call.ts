import type { PayloadRequest } from 'payload'

import type { AttendanceMark } from '@/payload-types'

import { readEditionRoster } from './edition-roster'

export type RollCallMark = { present: boolean; markedAt: string; markedBy: string | null }

export const readRollCall = async (req: PayloadRequest, editionId: number) => {
  const { edition, days, registrations, marks } = await readEditionRoster(req, editionId)
  const markOf = (mark: AttendanceMark): RollCallMark => ({
    present: mark.present,
    markedAt: mark.markedAt,
    markedBy: typeof mark.markedBy === 'object' ? (mark.markedBy?.email ?? null) : null,
  })
  return {
    edition: { id: edition.id, title: edition.title, venue: edition.venue, days },
    registrations: registrations.map((registration) => {
      const own = marks.get(registration.id) ?? []
      return {
        id: registration.id,
        reference: registration.reference ?? String(registration.id),
        organization: registration.organization,
        status: registration.status,
        participants: (registration.participants ?? []).map(({ no, name }) => ({
          no,
          name,
          marks: Object.fromEntries(
            own.filter((mark) => mark.participant === no).map((mark) => [mark.day, markOf(mark)]),
          ) as Record<string, RollCallMark>,
        })),
      }
    }),
  }
}

export type RollCall = Awaited<ReturnType<typeof readRollCall>>
