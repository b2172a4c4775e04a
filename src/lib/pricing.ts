import { startOfMalaysianDay } from './malaysia-calendar-date'

export type PriceTier = { minParticipants: number; ratePerPerson: number }

/** `deadline` is a 'YYYY-MM-DD' day in Malaysia; registrations made before it begins qualify. */
export type EarlyBirdRule = { discountPercent: number; deadline: string }

export type RegistrationPrice = {
  participantCount: number
  baseRate: number
  ratePerPerson: number
  totalAmount: number
  earlyBirdApplied: boolean
}

// Money is worked in whole sen so that 0.1 + 0.2 style artefacts never reach an invoice.
// toPrecision first so 10.005 (stored as 10.00499…) rounds up to 1001 sen as a person expects.
export const toSen = (ringgit: number): number =>
  Math.round(Number((ringgit * 100).toPrecision(15)))
export const toRinggit = (sen: number): number => sen / 100

export const rateForParticipants = (count: number, tiers: PriceTier[]): number => {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`Participant count must be a whole number, got ${count}`)
  }
  if (count === 0) return 0
  const tier = tiers
    .filter((candidate) => candidate.minParticipants <= count)
    .reduce<PriceTier | null>(
      (best, candidate) =>
        !best || candidate.minParticipants > best.minParticipants ? candidate : best,
      null,
    )
  return tier ? tier.ratePerPerson : 0
}

// Throws rather than quietly charging full price: a wrong invoice is worse than a loud failure.
export const qualifiesForEarlyBird = (
  at: Date,
  rule: EarlyBirdRule | null | undefined,
): boolean => {
  if (!rule) return false
  const cutoff = startOfMalaysianDay(rule.deadline)
  if (!cutoff) {
    throw new Error(`Early-bird deadline must be a YYYY-MM-DD date, got "${rule.deadline}"`)
  }
  return at.getTime() < cutoff.getTime()
}

const checkDiscount = (percent: number): void => {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Early-bird discount must be between 0 and 100 percent, got ${percent}`)
  }
}

export const priceRegistration = ({
  participantCount,
  tiers,
  earlyBird,
  at,
}: {
  participantCount: number
  tiers: PriceTier[]
  earlyBird?: EarlyBirdRule | null
  at: Date
}): RegistrationPrice => {
  if (earlyBird) checkDiscount(earlyBird.discountPercent)
  const discountPercent =
    earlyBird && qualifiesForEarlyBird(at, earlyBird) ? earlyBird.discountPercent : 0
  const baseSen = toSen(rateForParticipants(participantCount, tiers))
  // Rounding the discount (not the rate) keeps half-sen cases in the customer's favour.
  const rateSen = baseSen - Math.round((baseSen * discountPercent) / 100)
  const earlyBirdApplied = discountPercent > 0
  return {
    participantCount,
    baseRate: toRinggit(baseSen),
    ratePerPerson: toRinggit(rateSen),
    totalAmount: toRinggit(rateSen * participantCount),
    earlyBirdApplied,
  }
}

const WHOLE = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 })
const WITH_SEN = new Intl.NumberFormat('en-MY', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

export const formatRinggit = (amount: number): string => {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${amount} as ringgit`)
  const sen = toSen(Math.abs(amount))
  const digits = sen % 100 === 0 ? WHOLE.format(sen / 100) : WITH_SEN.format(sen / 100)
  return `${amount < 0 && sen > 0 ? '-' : ''}RM ${digits}`
}
