import { toRinggit, toSen } from '@/lib/pricing'

import { parseRinggit, ringgitText } from './ringgit-input'

export type LineShare = { registrationId: number; reference: string; label: string; amount: string }

/** A share not yet a valid amount counts as nothing. */
const sharedSen = (shares: LineShare[]): number =>
  shares.reduce((sum, share) => {
    const amount = parseRinggit(share.amount)
    return sum + (Number.isFinite(amount) ? toSen(amount) : 0)
  }, 0)

/** In ringgit; negative when the shares are too much. */
export const unsharedOf = (lineAmount: number, shares: LineShare[]): number =>
  toRinggit(toSen(lineAmount) - sharedSen(shares))

export const addShare = (
  lineAmount: number,
  shares: LineShare[],
  registration: Omit<LineShare, 'amount'>,
): LineShare[] => {
  if (shares.some((share) => share.registrationId === registration.registrationId)) return shares
  const left = unsharedOf(lineAmount, shares)
  return [...shares, { ...registration, amount: left > 0 ? ringgitText(left) : '' }]
}

export const sharesProblem = (lineAmount: number, shares: LineShare[]): string | null => {
  if (shares.length === 0) return 'Add the registration this payment is for.'
  const invalid = shares.find((share) => {
    const amount = parseRinggit(share.amount)
    return !(amount > 0) || Math.abs(toSen(amount) - amount * 100) > 1e-6
  })
  if (invalid) return `Enter the amount for ${invalid.reference} in ringgit, e.g. 3750 or 2362.50.`
  if (unsharedOf(lineAmount, shares) !== 0) return 'The amounts must add up to the line’s amount.'
  return null
}
