import { format } from 'date-fns'
import { ms } from 'date-fns/locale'

import type { EarlyBirdRule } from '@/lib/pricing'
import { startOfMalaysianDay } from '@/lib/malaysia-calendar-date'

export type EarlyBirdOffer = {
  discountPercent: number
  deadlineLabel: string
  deadlineLabelMs: string
}

export const openEarlyBirdOffer = (
  rule: EarlyBirdRule | null | undefined,
  now: Date,
): EarlyBirdOffer | null => {
  if (!rule || rule.discountPercent <= 0) return null
  const cutoff = startOfMalaysianDay(rule.deadline)
  if (!cutoff || now.getTime() >= cutoff.getTime()) return null
  // The deadline is a calendar day; it is printed as that day, not converted to a zone.
  const [year, month, day] = rule.deadline.split('-').map(Number)
  const deadline = new Date(year, month - 1, day)
  return {
    discountPercent: rule.discountPercent,
    deadlineLabel: format(deadline, 'd MMM yyyy'),
    deadlineLabelMs: format(deadline, 'd MMM yyyy', { locale: ms }),
  }
}
