import { formatInMalaysia } from '@/lib/malaysia-time'
import { toSen } from '@/lib/pricing'

const RINGGIT_TEXT = /^\d+(\.\d+)?$/

/**
 * An amount as staff type it ('3750', '3,750.00', 'RM 2362.50') in ringgit; NaN when it is not
 * one, which the payment schema then names.
 */
export const parseRinggit = (text: string): number => {
  const cleaned = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/,/g, '')
  return RINGGIT_TEXT.test(cleaned) ? Number(cleaned) : Number.NaN
}

/** An amount as an input shows it: 3750 for whole ringgit, 2362.50 otherwise. */
export const ringgitText = (amount: number): string => {
  const sen = toSen(amount)
  return sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2)
}

/** Today on the academy's calendar, YYYY-MM-DD: the day a bank in Malaysia dates a payment. */
export const todayInMalaysia = (): string => formatInMalaysia(Date.now(), 'yyyy-MM-dd') ?? ''
