import { priceRegistration } from '@/lib/pricing'
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
}

/**
 * Prices a registration of `participantCount` people made at `now`. Both create paths
 * (Payload's, for staff, and the public one) admit through this one function.
 */
export const admissionFigures = ({
  workshop,
  participantCount,
  now,
}: {
  workshop: AdmissionSettings
  participantCount: number
  now: Date
}): AdmissionFigures => {
  const price = priceRegistration({ participantCount, ...workshopPricing(workshop), at: now })
  return {
    programName: workshop.title,
    participantCount: price.participantCount,
    ratePerPerson: price.ratePerPerson,
    totalAmount: price.totalAmount,
    earlyBirdApplied: price.earlyBirdApplied,
  }
}

/** Reference numbers read 'ASL-2026-0042': the workshop's prefix and its year in Malaysia. */
export const referenceParts = (
  workshop: AdmissionSettings,
  now: Date,
): { prefix: string; year: number } => ({
  prefix: workshop.referencePrefix || 'REG',
  year: inMalaysia(workshop.startsAt ?? now).getFullYear(),
})
