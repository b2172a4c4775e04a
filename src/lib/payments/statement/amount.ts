import { isBlankCell, unwrapSpreadsheetText } from './cell-text'

export interface AmountReading {
  sen: number
  marked: boolean
}

type Direction = 'in' | 'out'

// Malay statements mark credits K (kredit) and debits D; English ones C/CR and D/DR. Tried in
// turn, outside in, so "RM 1,000.00 CR" and "DR RM50.00" both come apart.
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
  // Every affix once plus parentheses; text still changing after that is no printed amount.
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

// Digits are read as text, never through floating point, so 0.29 is 29 sen and not 28.999…
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

export const parseAmountSen = (text: string): number | null => readAmount(text)?.sen ?? null

// Account and reference numbers are bare whole numbers; money has sen, separators or a sign.
export const looksLikeMoney = (text: string): boolean => {
  const reading = readAmount(text)
  return reading !== null && (reading.marked || /\.\d{1,2}\b|\d,\d{3}/.test(text))
}
