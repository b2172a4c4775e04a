import { CalendarDays, Clock } from '@/components/ui/icons'

import type { BlogLanguage } from '@/lib/blog/language'
import { publishedDateLabel } from '@/lib/blog/published-date'
import { relativePublishedDate } from '@/lib/blog/relative-date'
import { fillPlaceholders } from '@/lib/fill-placeholders'

import { RelativeDate } from './relative-date'

type Props = {
  post: { publishedAt: string | null; readingMinutes: number }
  lang: BlogLanguage
  /** The editors' reading-time text, e.g. '{minutes} min read'. */
  readingTimeText: string
  tone?: 'light' | 'dark'
}

/** When the post was published, relative to now, and how long it takes to read. */
export function PostMeta({ post, lang, readingTimeText, tone }: Props) {
  const { publishedAt, readingMinutes } = post
  const muted = tone === 'dark' ? 'text-navy-100' : 'text-slate-600'
  return (
    <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm ${muted}`}>
      <span className="meta-item">
        <CalendarDays aria-hidden="true" className="size-4" />
        <RelativeDate
          value={publishedAt}
          lang={lang}
          serverText={relativePublishedDate(publishedAt, new Date(), lang)}
          calendarDate={publishedDateLabel(publishedAt, lang)}
        />
      </span>
      <span className="meta-item">
        <Clock aria-hidden="true" className="size-4" />
        {fillPlaceholders(readingTimeText, { minutes: readingMinutes })}
      </span>
    </p>
  )
}
