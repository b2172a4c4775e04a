import type { EarlyBirdRule, PriceTier } from '@/lib/pricing'

/** An edition the registration form offers: what the visitor chooses by, and how it is priced. */
export type EditionOption = {
  id: number
  slug: string
  daysLabel: string
  startTimeLabel: string
  /** The same in Malay. */
  daysLabelMs: string
  startTimeLabelMs: string
  venue: string
  /** Where the editors gave it in Malay. */
  venueMs: string | null
  remaining: number
  tiers: PriceTier[]
  earlyBird: EarlyBirdRule | null
}
