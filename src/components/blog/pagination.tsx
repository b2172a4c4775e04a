import { ChevronLeft, ChevronRight } from '@/components/ui/icons'
import Link from 'next/link'

import { fillPlaceholders } from '@/lib/fill-placeholders'

type Props = {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  texts: { previous: string; next: string; pageOf: string }
  label: string
}

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md border border-navy-200 px-4 font-semibold text-navy-900 hover:bg-navy-50'

/** Previous / Page n of m / Next, when the posts do not fit on one page. */
export function Pagination({ page, totalPages, hrefFor, texts, label }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {texts.previous}
        </Link>
      ) : null}
      <p aria-current="page" className="text-sm text-slate-600">
        {fillPlaceholders(texts.pageOf, { page, pages: totalPages })}
      </p>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={linkClass}>
          {texts.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  )
}
