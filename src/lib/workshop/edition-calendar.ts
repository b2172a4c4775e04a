import { icsCalendar } from '../calendar/ics'

export type CalendarEdition = {
  id: number
  title: string
  format?: string | null
  startsAt: string
  endsAt: string
  venue: string
  updatedAt: string
}

// The UID is fixed per edition, so importing again after a date change moves the event; DTSTAMP
// is the edition's last change, so the file stays the same until the edition does.
export const editionCalendar = ({
  edition,
  siteName,
  origin,
  pageUrl,
}: {
  edition: CalendarEdition
  siteName: string
  origin: string
  pageUrl: string
}): string => {
  const start = new Date(edition.startsAt)
  const end = new Date(edition.endsAt)
  return icsCalendar(
    {
      uid: `workshop-edition-${edition.id}@${new URL(origin).hostname}`,
      start,
      // A run with no later end is given an hour, so calendars show it at all.
      end: end.getTime() > start.getTime() ? end : new Date(start.getTime() + 3_600_000),
      summary: edition.title,
      location: edition.venue,
      description: [edition.format, siteName, `Registration and details: ${pageUrl}`]
        .filter(Boolean)
        .join('\n'),
      url: pageUrl,
      stamp: new Date(edition.updatedAt),
    },
    `-//${siteName}//Workshop editions//EN`,
  )
}
