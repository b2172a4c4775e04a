import { CalendarDays, Clock, Languages, MapPin, Users } from '@/components/ui/icons'

import type { EditionOffer } from '@/server/workshop/offer'

/** Dates, start time, venue, group size and languages, each with its icon. */
export function WorkshopFacts({
  offer,
  tone = 'dark',
}: {
  offer: EditionOffer
  tone?: 'light' | 'dark'
}) {
  const { edition } = offer
  const facts = [
    { icon: CalendarDays, label: 'Dates', text: offer.daysLabel },
    { icon: Clock, label: 'Starts', text: `Starts ${offer.startTimeLabel}` },
    { icon: MapPin, label: 'Venue', text: edition.venue },
    { icon: Users, label: 'Group size', text: `Limited to ${edition.capacity} participants` },
    ...(edition.languages
      ? [{ icon: Languages, label: 'Languages', text: edition.languages }]
      : []),
  ]
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {facts.map(({ icon: Icon, label, text }) => (
        <li key={label} className="flex items-start gap-3">
          <Icon
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${tone === 'dark' ? 'text-gold-300' : 'text-gold-700'}`}
          />
          <span>
            <span className="sr-only">{label}: </span>
            {text}
          </span>
        </li>
      ))}
    </ul>
  )
}
