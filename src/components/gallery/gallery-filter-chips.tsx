import Link from 'next/link'

import { GALLERY_FILTERS, galleryHref, type GalleryFilter } from '@/lib/gallery/gallery-filter'

type Props = {
  current: GalleryFilter
  counts: Record<GalleryFilter, number>
  allLabel: string
  label: string
}

// Links, not buttons: the category is in the address, so a filtered view can be shared and works
// without script. The page is cached per category; `scroll={false}` keeps the visitor's place.
// They line up from the start, above the grid's first column: a centred row would move the
// chips already drawn as the rest of the page arrived.
export function GalleryFilterChips({ current, counts, allLabel, label }: Props) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {GALLERY_FILTERS.map((filter) => {
          const active = filter === current
          return (
            <li key={filter}>
              <Link
                href={galleryHref(filter)}
                scroll={false}
                aria-current={active ? 'true' : undefined}
                className={`chip ${
                  active
                    ? 'bg-navy-900 text-white ring-navy-900'
                    : 'bg-white text-navy-800 ring-navy-200 hover:bg-navy-50'
                }`}
              >
                {filter === 'all' ? allLabel : filter}{' '}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${
                    active ? 'bg-gold-400 text-navy-950' : 'bg-navy-50 text-navy-800'
                  }`}
                >
                  {counts[filter]}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
