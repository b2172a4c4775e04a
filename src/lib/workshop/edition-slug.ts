import { format } from 'date-fns'

import { inMalaysia } from '../malaysia-time'
import { slugify } from '../slug'

/**
 * An edition's address, /registration/asl-2026-03-10: its reference prefix and the day it
 * starts in Malaysia. People read it in links and e-mails, so it says which run it is.
 */
export const editionSlugBase = (referencePrefix: string | null | undefined, startsAt: string) =>
  slugify(`${referencePrefix || 'workshop'} ${format(inMalaysia(startsAt), 'yyyy-MM-dd')}`)

/** `base`, or `base-2`, `base-3`… when another edition already has it (two runs on one day). */
export const uniqueSlug = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
