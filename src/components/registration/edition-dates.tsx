import { BilingualLabel } from '@/components/ui/bilingual-label'
import Link from 'next/link'

import { CalendarDays, MapPin, Users } from '@/components/ui/icons'

import type { EditionOffer } from '@/server/workshop/offer'

export function EditionDates({ offers }: { offers: EditionOffer[] }) {
  return (
    <ul className="grid gap-4" aria-label="Dates open for registration">
      {offers.map((offer) => (
        <li key={offer.edition.id} className="panel p-5" data-edition={offer.edition.slug}>
          <p className="flex items-center gap-2 font-semibold text-navy-900">
            <CalendarDays aria-hidden="true" className="size-5 text-gold-700" />
            <Link href={offer.path} className="underline underline-offset-4">
              {offer.daysLabel}
            </Link>
            <span className="font-normal text-slate-700">
              starts {offer.startTimeLabel} /{' '}
              <span lang="ms">
                {offer.daysLabelMs}, bermula {offer.startTimeLabelMs}
              </span>
            </span>
          </p>
          <p className="mt-1 flex items-center gap-2 text-slate-700">
            <MapPin aria-hidden="true" className="size-5 text-gold-700" />
            <span>
              <BilingualLabel english={offer.edition.venue} malay={offer.edition.venueMs} />
            </span>
          </p>
          <p className="mt-1 flex items-center gap-2 text-slate-700">
            <Users aria-hidden="true" className="size-5 text-gold-700" />
            {offer.remaining} {offer.remaining === 1 ? 'seat' : 'seats'} left /{' '}
            <span lang="ms">{offer.remaining} tempat berbaki</span>
          </p>
          {offer.earlyBird ? (
            <p className="mt-1 text-sm font-semibold text-gold-800">
              Early bird: save {offer.earlyBird.discountPercent}% before{' '}
              {offer.earlyBird.deadlineLabel}. /{' '}
              <span lang="ms">
                Harga awal: jimat {offer.earlyBird.discountPercent}% sebelum{' '}
                {offer.earlyBird.deadlineLabelMs}.
              </span>
            </p>
          ) : null}
          <p className="mt-2 text-sm print:hidden">
            <a href={offer.calendarPath} className="text-navy-800 underline underline-offset-4">
              Add to calendar (.ics) / <span lang="ms">Tambah ke kalendar</span>
            </a>
          </p>
        </li>
      ))}
    </ul>
  )
}
