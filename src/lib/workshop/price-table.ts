import type { PriceTier } from '@/lib/pricing'

export type PriceRow = {
  minParticipants: number
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

// The server prices with the same tiers (`priceRegistration`): what is shown is what is charged.
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

export const lowestRate = (tiers: PriceTier[]): number | null =>
  tiers.length ? Math.min(...tiers.map((tier) => tier.ratePerPerson)) : null
