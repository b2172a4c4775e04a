import { priceRegistration } from '@/lib/pricing'
import { inMalaysia } from '@/lib/malaysia-time'
import type { WorkshopEdition } from '@/payload-types'

import { workshopPricing } from './pricing'

export type AdmissionSettings = Pick<
  WorkshopEdition,
  | 'id'
  | 'title'
  | 'referencePrefix'
  | 'status'
  | 'startsAt'
  | 'capacity'
  | 'registrationOpen'
  | 'priceTiers'
> & { earlyBird?: WorkshopEdition['earlyBird'] }

/** The fields the server sets on an admitted registration, whatever the browser sent. */
export type AdmissionFigures = {
  programName: string
  participantCount: number
  ratePerPerson: number
  totalAmount: number
  earlyBirdApplied: boolean
}

export const admissionFigures = ({
  edition,
  participantCount,
  now,
}: {
  edition: AdmissionSettings
  participantCount: number
  now: Date
}): AdmissionFigures => {
  const price = priceRegistration({ participantCount, ...workshopPricing(edition), at: now })
  return {
    programName: edition.title,
    participantCount: price.participantCount,
    ratePerPerson: price.ratePerPerson,
    totalAmount: price.totalAmount,
    earlyBirdApplied: price.earlyBirdApplied,
  }
}

// One sequence for every edition, so references never repeat across them.
export const referenceParts = (
  edition: AdmissionSettings,
  now: Date,
): { prefix: string; year: number } => ({
  prefix: edition.referencePrefix || 'REG',
  year: inMalaysia(edition.startsAt ?? now).getFullYear(),
})
