import { differenceInDays, intlFormatDistance } from 'date-fns'

import { toValidDate } from '../date-value'
import type { BlogLanguage } from './language'

const RECENTLY: Record<BlogLanguage, string> = { en: 'Recently', ms: 'Baru-baru ini' }

// intlFormatDistance counts between about three months and a year in quarters ('3 quarters
// ago'); readers count them in months.
const QUARTERS_FROM_DAYS = 91
const YEAR_DAYS = 365

/**
 * '3 days ago', 'yesterday' / '3 hari lalu', 'semalam': the browser's own wording
 * (Intl.RelativeTimeFormat through date-fns), so the page ships no date-fns locale data.
 * A post without a usable date still reads naturally.
 */
export const relativePublishedDate = (value: unknown, now: Date, lang: BlogLanguage): string => {
  const date = toValidDate(value)
  if (!date) return RECENTLY[lang]
  const days = Math.abs(differenceInDays(now, date))
  const unit = days >= QUARTERS_FROM_DAYS && days < YEAR_DAYS ? 'month' : undefined
  return intlFormatDistance(date, now, { locale: lang, unit })
}
