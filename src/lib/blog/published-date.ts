import { format } from 'date-fns'
import { enGB, ms } from 'date-fns/locale'

import { toValidDate } from '../date-value'
import { inMalaysia } from '../malaysia-time'
import type { BlogLanguage } from './language'

const LOCALES = { en: enGB, ms }

export const publishedDateLabel = (value: unknown, lang: BlogLanguage): string | null => {
  const date = toValidDate(value)
  return date ? format(inMalaysia(date), 'd MMMM yyyy', { locale: LOCALES[lang] }) : null
}
