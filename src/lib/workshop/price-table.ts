import type { PriceTier } from '@/lib/pricing'

/** One line of the price table visitors read: who it is for and the rate per person. */
export type PriceRow = {
  minParticipants: number
  /** null for the open-ended last tier ("5 or more"). */
  maxParticipants: number | null
  ratePerPerson: number
  label: string
}

const plural = (count: number) => (count === 1 ? 'participant' : 'participants')

const labelFor = (min: number, max: number | null): string => {
  if (max === null) return `${min} or more ${plural(2)}`
  if (min === max) return `${min} ${plural(min)}`
  return `${min}–${max} ${plural(2)}`
}

/**
 * The `workshop` global's tiers as the banner and the form show them: sorted by group size,
 * each tier running up to the one after it. The same tiers price a registration on the
 * server (`priceRegistration`), so what is shown is what is charged.
 */
export const priceTableRows = (tiers: PriceTier[]): PriceRow[] => {
  const sorted = [...tiers]
    .filter((tier) => Number.isInteger(tier.minParticipants) && tier.minParticipants >= 1)
    .sort((a, b) => a.minParticipants - b.minParticipants)
  return sorted.map((tier, i) => {
    const next = sorted[i + 1]
    const max = next ? next.minParticipants - 1 : null
    return {
      minParticipants: tier.minParticipants,
      maxParticipants: max,
      ratePerPerson: tier.ratePerPerson,
      label: labelFor(tier.minParticipants, max),
    }
  })
}

/** The lowest rate anyone can pay per person, for "from RM …" and structured data. */
export const lowestRate = (tiers: PriceTier[]): number | null =>
  tiers.length ? Math.min(...tiers.map((tier) => tier.ratePerPerson)) : null
