import { format } from 'date-fns'

import type { EarlyBirdRule, PriceTier } from '@/lib/pricing'
import { inMalaysia } from '@/lib/malaysia-time'
import type { WorkshopEdition } from '@/payload-types'

export const workshopPricing = (
  edition: Pick<WorkshopEdition, 'priceTiers'> & { earlyBird?: WorkshopEdition['earlyBird'] },
): { tiers: PriceTier[]; earlyBird: EarlyBirdRule | null } => ({
  tiers: (edition.priceTiers ?? []).map((tier) => ({
    minParticipants: tier.minParticipants,
    ratePerPerson: tier.ratePerPerson,
  })),
  earlyBird:
    edition.earlyBird?.enabled && edition.earlyBird.deadline && edition.earlyBird.discountPercent
      ? {
          discountPercent: edition.earlyBird.discountPercent,
          // The deadline is a calendar day in Malaysia.
          deadline: format(inMalaysia(edition.earlyBird.deadline), 'yyyy-MM-dd'),
        }
      : null,
})
