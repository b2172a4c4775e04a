import { priceRegistration } from '@/lib/pricing'
import { formatRegistrationReference } from '@/lib/registration-reference'
import { inMalaysia } from '@/lib/malaysia-time'
import type { Workshop } from '@/payload-types'

import { workshopPricing } from './pricing'

/** What admitting a registration reads of the workshop global. */
export type AdmissionSettings = Pick<
  Workshop,
  'title' | 'referencePrefix' | 'startsAt' | 'capacity' | 'registrationOpen' | 'priceTiers'
> & { earlyBird?: Workshop['earlyBird'] }

/** The fields the server sets on an admitted registration, whatever the browser sent. */
export type AdmissionFigures = {
  programName: string
  participantCount: number
  ratePerPerson: number
  totalAmount: number
  earlyBirdApplied: boolean
  reference: string
}

/**
 * Prices a registration of `participantCount` people made at `now` and names it with the
 * reference number `sequence` (the workshop's prefix and its year in Malaysia). Both create
 * paths (Payload's, for staff, and the public one) admit through this one function.
 */
export const admissionFigures = ({
  workshop,
  participantCount,
  now,
  sequence,
}: {
  workshop: AdmissionSettings
  participantCount: number
  now: Date
  sequence: number
}): AdmissionFigures => {
  const price = priceRegistration({ participantCount, ...workshopPricing(workshop), at: now })
  const year = inMalaysia(workshop.startsAt ?? now).getFullYear()
  return {
    programName: workshop.title,
    participantCount: price.participantCount,
    ratePerPerson: price.ratePerPerson,
    totalAmount: price.totalAmount,
    earlyBirdApplied: price.earlyBirdApplied,
    reference: formatRegistrationReference(workshop.referencePrefix || 'REG', year, sequence),
  }
}
