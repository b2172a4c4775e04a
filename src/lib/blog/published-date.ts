import { format } from 'date-fns'
import { enGB, ms } from 'date-fns/locale'

import { toValidDate } from '../date-value'
import { inMalaysia } from '../malaysia-time'
import type { BlogLanguage } from './language'

const LOCALES = { en: enGB, ms }

/** '14 April 2025' / '14 April 2025' on the Malaysian calendar, or null without a valid date. */
export const publishedDateLabel = (value: unknown, lang: BlogLanguage): string | null => {
  const date = toValidDate(value)
  return date ? format(inMalaysia(date), 'd MMMM yyyy', { locale: LOCALES[lang] }) : null
}
