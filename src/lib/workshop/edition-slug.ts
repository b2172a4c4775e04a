import { format } from 'date-fns'

import { inMalaysia } from '../malaysia-time'
import { slugify } from '../slug'

export const editionSlugBase = (referencePrefix: string | null | undefined, startsAt: string) =>
  slugify(`${referencePrefix || 'workshop'} ${format(inMalaysia(startsAt), 'yyyy-MM-dd')}`)

export const uniqueSlug = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
