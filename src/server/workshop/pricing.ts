import { format } from 'date-fns'

import type { EarlyBirdRule, PriceTier } from '@/lib/pricing'
import { inMalaysia } from '@/lib/malaysia-time'
import type { Workshop } from '@/payload-types'

/** The workshop global's price table and early-bird rule, in the pricing module's terms. */
export const workshopPricing = (
  workshop: Pick<Workshop, 'priceTiers'> & { earlyBird?: Workshop['earlyBird'] },
): { tiers: PriceTier[]; earlyBird: EarlyBirdRule | null } => ({
  tiers: (workshop.priceTiers ?? []).map((tier) => ({
    minParticipants: tier.minParticipants,
    ratePerPerson: tier.ratePerPerson,
  })),
  earlyBird:
    workshop.earlyBird?.enabled && workshop.earlyBird.deadline && workshop.earlyBird.discountPercent
      ? {
          discountPercent: workshop.earlyBird.discountPercent,
          // The deadline is a calendar day in Malaysia.
          deadline: format(inMalaysia(workshop.earlyBird.deadline), 'yyyy-MM-dd'),
        }
      : null,
})
