import { CalendarDays, Clock, Languages, MapPin, Users } from '@/components/ui/icons'

import { BilingualLabel } from '@/components/ui/bilingual-label'
import type { BannerOffer } from './banner-offer'

const inMalay = (english: string, malay: string | null) => (
  <BilingualLabel english={english} malay={malay} />
)

// In Malay too on a bilingual page: the venue where editors gave it, the languages as written.
export function WorkshopFacts({
  offer,
  tone = 'dark',
  bilingual = false,
}: {
  offer: Pick<
    BannerOffer,
    'daysLabel' | 'daysLabelMs' | 'startTimeLabel' | 'startTimeLabelMs' | 'edition'
  >
  tone?: 'light' | 'dark'
  bilingual?: boolean
}) {
  const { edition } = offer
  const malay = (text: string) => (bilingual ? text : null)
  const facts = [
    {
      icon: CalendarDays,
      label: 'Dates',
      text: inMalay(offer.daysLabel, malay(offer.daysLabelMs)),
    },
    {
      icon: Clock,
      label: 'Starts',
      text: inMalay(`Starts ${offer.startTimeLabel}`, malay(`Bermula ${offer.startTimeLabelMs}`)),
    },
    {
      icon: MapPin,
      label: 'Venue',
      text: inMalay(edition.venue, malay(edition.venueMs ?? '')),
    },
    {
      icon: Users,
      label: 'Group size',
      text: inMalay(
        `Limited to ${edition.capacity} participants`,
        malay(`Terhad kepada ${edition.capacity} peserta`),
      ),
    },
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
