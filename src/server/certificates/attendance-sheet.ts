import { APIError, type PayloadRequest } from 'payload'

import { attendanceSheetPdf } from '@/lib/certificates/attendance-sheet-pdf'

import { readEditionRoster } from './edition-roster'
import { notADayOf } from './mark-attendance'

export const attendanceSheet = async (req: PayloadRequest, editionId: number, day: string) => {
  const { edition, days, registrations } = await readEditionRoster(req, editionId)
  const dayNumber = days.indexOf(day) + 1
  if (dayNumber === 0) throw new APIError(notADayOf(day), 400)
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })
  const pdf = await attendanceSheetPdf({
    academyName: site.name,
    editionName: edition.title,
    day,
    dayNumber,
    dayCount: days.length,
    venue: edition.venue,
    participants: registrations.flatMap((registration) =>
      (registration.participants ?? []).map((p) => ({
        name: p.name,
        organisation: registration.organization,
      })),
    ),
  })
  return { pdf, fileName: `attendance-${edition.slug ?? edition.id}-${day}.pdf` }
}
