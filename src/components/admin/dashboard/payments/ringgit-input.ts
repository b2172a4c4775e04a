import { formatInMalaysia } from '@/lib/malaysia-time'
import { toSen } from '@/lib/pricing'

const RINGGIT_TEXT = /^\d+(\.\d+)?$/

/** '3750', '3,750.00' or 'RM 2362.50'; NaN otherwise, which the payment schema then names. */
export const parseRinggit = (text: string): number => {
  const cleaned = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/,/g, '')
  return RINGGIT_TEXT.test(cleaned) ? Number(cleaned) : Number.NaN
}

export const ringgitText = (amount: number): string => {
  const sen = toSen(amount)
  return sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2)
}

/** The day a bank in Malaysia dates a payment made now. */
export const todayInMalaysia = (): string => formatInMalaysia(Date.now(), 'yyyy-MM-dd') ?? ''
