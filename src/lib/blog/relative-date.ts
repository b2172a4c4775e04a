import { differenceInDays, intlFormatDistance } from 'date-fns'

import { toValidDate } from '../date-value'
import type { BlogLanguage } from './language'

const RECENTLY: Record<BlogLanguage, string> = { en: 'Recently', ms: 'Baru-baru ini' }

// intlFormatDistance says '3 quarters ago' between three months and a year; readers count months.
const QUARTERS_FROM_DAYS = 91
const YEAR_DAYS = 365

// The browser's own wording (Intl.RelativeTimeFormat), so the page ships no date-fns locale data.
export const relativePublishedDate = (value: unknown, now: Date, lang: BlogLanguage): string => {
  const date = toValidDate(value)
  if (!date) return RECENTLY[lang]
  const days = Math.abs(differenceInDays(now, date))
  const unit = days >= QUARTERS_FROM_DAYS && days < YEAR_DAYS ? 'month' : undefined
  return intlFormatDistance(date, now, { locale: lang, unit })
}
