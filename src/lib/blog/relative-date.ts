import { formatDistance } from 'date-fns'
import { enUS, ms } from 'date-fns/locale'

import { toValidDate } from '../date-value'
import type { BlogLanguage } from './language'

const LOCALES = { en: enUS, ms }

const RECENTLY: Record<BlogLanguage, string> = { en: 'Recently', ms: 'Baru-baru ini' }

/** '3 days ago' / '3 hari yang lalu'; a post without a usable date still reads naturally. */
export const relativePublishedDate = (value: unknown, now: Date, lang: BlogLanguage): string => {
  const date = toValidDate(value)
  if (!date) return RECENTLY[lang]
  return formatDistance(date, now, { addSuffix: true, locale: LOCALES[lang] })
}
