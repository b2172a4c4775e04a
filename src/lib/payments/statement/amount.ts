import { isBlankCell, unwrapSpreadsheetText } from './cell-text'

/** An amount as printed, in whole sen, and whether the text itself said which way it went. */
export interface AmountReading {
  sen: number
  /** A sign, parentheses or a CR/DR, C/D or K/D marker was printed with it. */
  marked: boolean
}

type Direction = 'in' | 'out'

// Each way of writing an amount's direction, as text around the figure. Malay statements mark
// credits K (kredit) and debits D (debit); English ones C/CR and D/DR. Tried in turn, outside
// in, so "RM 1,000.00 CR" and "DR RM50.00" both come apart.
const AFFIXES: { pattern: RegExp; direction?: Direction }[] = [
  { pattern: /^(?:RM|MYR)\s*/i },
  { pattern: /\s*(?:RM|MYR)$/i },
  { pattern: /\s*(?:CR|CREDIT|KREDIT|C|K)\.?$/i, direction: 'in' },
  { pattern: /\s*(?:DR|DEBIT|D)\.?$/i, direction: 'out' },
  { pattern: /^(?:CR|CREDIT|KREDIT|C|K)\.?\s+|^(?:CR|C|K)\.?(?=[\d.(+-])/i, direction: 'in' },
  { pattern: /^(?:DR|DEBIT|D)\.?\s+|^(?:DR|D)\.?(?=[\d.(+-])/i, direction: 'out' },
  { pattern: /^\+\s*|\s*\+$/, direction: 'in' },
  // A minus is sometimes typed as an en dash or the Unicode minus sign.
  { pattern: /^[-\u2013\u2212]\s*|\s*[-\u2013\u2212]$/, direction: 'out' },
]

const PARENTHESES = /^\((.*)\)$/s

const PLAIN_AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/

const stripAffixes = (text: string): { rest: string; directions: Direction[] } | null => {
  let rest = text
  const directions: Direction[] = []
  // Enough turns for every affix once plus parentheses; a text still changing after that is
  // not an amount anyone printed.
  for (let turn = 0; turn < 12; turn++) {
    const parenthesised = PARENTHESES.exec(rest)
    if (parenthesised) {
      directions.push('out')
      rest = parenthesised[1].trim()
      continue
    }
    const affix = AFFIXES.find(({ pattern }) => pattern.test(rest))
    if (!affix) return { rest, directions }
    if (affix.direction) directions.push(affix.direction)
    rest = rest.replace(affix.pattern, '').trim()
  }
  return null
}

/**
 * An amount as banks print it: 1,234.50, RM 1,234.50, MYR50, (100.00), -1,200.00, 0.50-,
 * 7,875.00+, 1,000.00 CR, DR 50.00, 250.00K, 10.00 D. Null when the text is blank, a dash, or
 * not an amount, and when it says both money in and money out ("-100.00 CR"). Digits are read
 * as text, never through floating point, so 0.29 is 29 sen and not 28.999….
 */
export const readAmount = (text: string): AmountReading | null => {
  if (isBlankCell(text)) return null
  const stripped = stripAffixes(unwrapSpreadsheetText(text))
  if (!stripped) return null
  const { rest, directions } = stripped
  if (directions.includes('in') && directions.includes('out')) return null
  const amount = PLAIN_AMOUNT.exec(rest)
  if (!rest || !amount || (amount[1] === undefined && amount[2] === undefined)) return null
  const ringgit = Number((amount[1] ?? '0').replace(/,/g, ''))
  const sen = Number((amount[2] ?? '').padEnd(2, '0'))
  const total = ringgit * 100 + sen
  if (!Number.isSafeInteger(total)) return null
  const negative = directions.includes('out') && total !== 0
  return { sen: negative ? -total : total, marked: directions.length > 0 }
}

/** Signed whole sen of an amount as banks print it (see readAmount), or null. */
export const parseAmountSen = (text: string): number | null => readAmount(text)?.sen ?? null

/**
 * Whether a cell reads as money rather than any number: it has sen, thousands separators or a
 * direction printed with it. Account and reference numbers are bare whole numbers.
 */
export const looksLikeMoney = (text: string): boolean => {
  const reading = readAmount(text)
  return reading !== null && (reading.marked || /\.\d{1,2}\b|\d,\d{3}/.test(text))
}
