import { toCardinal as englishCardinal } from 'n2words/en-US'
import { toCardinal as malayCardinal } from 'n2words/ms-MY'

// The numerals come from n2words; the wording around them is the Malaysian receipt convention,
// which no library writes.

// Still within the Malay "juta".
const MAX_SEN = 999_999_999_99

const titleCase = (words: string): string =>
  words.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  )

// Receipts write "Kosong" for zero ringgit; n2words' Malay zero is "sifar".
const malayNumber = (value: number): string =>
  value === 0 ? 'Kosong' : titleCase(malayCardinal(value))

const englishNumber = (value: number): string => titleCase(englishCardinal(value))

export const amountInWords = (sen: number): { en: string; ms: string } => {
  if (!Number.isSafeInteger(sen) || sen < 0 || sen > MAX_SEN) {
    throw new RangeError(
      `An amount in words takes a whole number of sen from 0 to ${MAX_SEN}, not ${sen}.`,
    )
  }
  const ringgit = Math.floor(sen / 100)
  const cents = sen % 100
  const enCents = cents > 0 ? ` and Sen ${englishNumber(cents)}` : ''
  const msCents = cents > 0 ? ` dan Sen ${malayNumber(cents)}` : ''
  return {
    en: `Ringgit Malaysia ${englishNumber(ringgit)}${enCents} Only`,
    ms: `Ringgit Malaysia ${malayNumber(ringgit)}${msCents} Sahaja`,
  }
}
