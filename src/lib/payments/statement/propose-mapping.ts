import type { StatementAmountMapping, StatementMapping } from '../statement-profiles'
import type { ColumnProfile } from './column-profile'
import { profileColumns } from './column-profile'
import { guessDateFormat } from './date-format-guess'
import { headerNames } from './header-names'
import { hints } from './header-hints'
import { likelyHeaderIndex } from './header-row'
import { DEFAULT_CREDIT_MARKERS, DEFAULT_DEBIT_MARKERS } from './money-in'
import type { StatementTable } from './statement-table'
import type { StatementEncoding } from './text-encoding'

export type StatementFileFacts =
  | { kind: 'csv'; delimiter: string; encoding: StatementEncoding | null }
  | { kind: 'xlsx'; worksheet: string }

export interface StatementProposal {
  skipRows: number
  columns: string[]
  /** A choice the file leaves open is blank, so mappingProblems says what is left to choose. */
  mapping: StatementMapping
  notes: string[]
  file: StatementFileFacts
}

const MOSTLY = 0.6

const mostly = (count: number, profile: ColumnProfile) =>
  profile.values.length > 0 && count >= profile.values.length * MOSTLY

const isAmountColumn = (profile: ColumnProfile) =>
  mostly(profile.amounts, profile) &&
  (profile.money > 0 ||
    hints(profile.name, 'amount') ||
    hints(profile.name, 'credit') ||
    hints(profile.name, 'debit'))

const isTextColumn = (profile: ColumnProfile) =>
  profile.values.length > 0 && !mostly(profile.dates, profile) && !mostly(profile.money, profile)

const KNOWN_CREDIT = new Set(DEFAULT_CREDIT_MARKERS)
const KNOWN_DEBIT = new Set(DEFAULT_DEBIT_MARKERS)

type Indicator = { profile: ColumnProfile; creditMarkers?: string[]; debitMarkers?: string[] }

const findIndicator = (profiles: ColumnProfile[], notes: string[]): Indicator | null => {
  for (const profile of profiles) {
    if (profile.values.length === 0 || profile.distinct.length > 4) continue
    const values = profile.distinct
    // The default markers read every one of these; a mapping naming only those seen so far
    // would refuse a C next month where this month had CR.
    if (values.every((value) => KNOWN_CREDIT.has(value) || KNOWN_DEBIT.has(value))) {
      return { profile }
    }
    if (hints(profile.name, 'indicator') && values.every((value) => /^\d{1,2}$/.test(value))) {
      if (values.every((value) => value === '1' || value === '2')) {
        notes.push(
          `"${profile.name}" holds the codes 1 and 2, read as 1 for money in and 2 for money ` +
            'out (as CIMB BizChannel writes them): check them against the statement.',
        )
        return { profile, creditMarkers: ['1'], debitMarkers: ['2'] }
      }
      notes.push(`"${profile.name}" holds codes (${values.join(', ')}): say which mean money in.`)
      return { profile, creditMarkers: [], debitMarkers: [] }
    }
  }
  return null
}

// Two amount columns never filled on the same row are the debit and credit sides of one.
const exclusivePair = (amounts: ColumnProfile[]): [ColumnProfile, ColumnProfile] | null => {
  for (const [position, first] of amounts.entries()) {
    for (const second of amounts.slice(position + 1)) {
      const overlap = first.filledIn.some((filled, row) => filled && second.filledIn[row])
      if (!overlap) return [first, second]
    }
  }
  return null
}

const proposeAmount = (
  profiles: ColumnProfile[],
  taken: Set<number>,
  notes: string[],
): StatementAmountMapping => {
  const free = () => profiles.filter((profile) => !taken.has(profile.index))
  const indicator = findIndicator(free(), notes)
  if (indicator) taken.add(indicator.profile.index)
  const amounts = free().filter(
    (profile) => isAmountColumn(profile) && !hints(profile.name, 'balance'),
  )
  const named = (hint: 'credit' | 'amount') =>
    amounts.find((profile) => hints(profile.name, hint) && !hints(profile.name, 'indicator'))
  const credit = named('credit')
  if (credit && !hints(credit.name, 'debit')) {
    return { kind: 'credit-column', column: credit.name }
  }
  if (indicator) {
    const amount =
      named('amount') ?? amounts.find((profile) => profile.negatives === 0) ?? amounts[0]
    return {
      kind: 'amount-with-indicator',
      column: amount?.name ?? '',
      indicatorColumn: indicator.profile.name,
      ...(indicator.creditMarkers ? { creditMarkers: indicator.creditMarkers } : {}),
      ...(indicator.debitMarkers ? { debitMarkers: indicator.debitMarkers } : {}),
    }
  }
  const marked = amounts.find((profile) => profile.marked > 0 && !hints(profile.name, 'debit'))
  if (marked) return { kind: 'signed-amount', column: marked.name }
  const pair = exclusivePair(amounts)
  if (pair) {
    notes.push(
      `"${pair[0].name}" and "${pair[1].name}" are never filled on the same row: "${pair[1].name}" ` +
        'is taken as the money in, since statements print debits first. Check it.',
    )
    return { kind: 'credit-column', column: pair[1].name }
  }
  const unsigned = named('amount') ?? amounts[0]
  if (unsigned) {
    notes.push(
      `"${unsigned.name}" shows no sign or CR/DR: it is read as money in whenever positive.`,
    )
    return { kind: 'signed-amount', column: unsigned.name }
  }
  return { kind: 'credit-column', column: '' }
}

const proposeDate = (profiles: ColumnProfile[]): ColumnProfile | undefined => {
  const dated = profiles.filter((profile) => profile.dates > 0 && mostly(profile.dates, profile))
  const rank = (profile: ColumnProfile) =>
    (hints(profile.name, 'date') ? 2 : 0) - (hints(profile.name, 'valueDate') ? 1 : 0)
  // The transaction date is usually named and leftmost; the value date comes after it.
  return [...dated].sort((a, b) => rank(b) - rank(a) || a.index - b.index)[0]
}

const fileFacts = (table: StatementTable): StatementFileFacts =>
  table.source.kind === 'csv'
    ? { kind: 'csv', delimiter: table.source.delimiter, encoding: table.source.encoding }
    : { kind: 'xlsx', worksheet: table.source.worksheet }

export const proposeMapping = (
  table: StatementTable,
  options: { skipRows?: number } = {},
): StatementProposal => {
  const skipRows = options.skipRows ?? likelyHeaderIndex(table.rows)
  const columns = headerNames(table.rows, skipRows)
  const profiles = profileColumns(table, skipRows, columns)
  const notes: string[] = []
  const taken = new Set<number>()

  const date = proposeDate(profiles)
  if (date) taken.add(date.index)
  const dateFormat = date ? (guessDateFormat(date.values) ?? '') : ''
  if (date && !dateFormat) notes.push(`The dates in "${date.name}" are in no form recognised.`)

  const amount = proposeAmount(profiles, taken, notes)
  for (const profile of profiles) {
    if (profile.name === amount.column) taken.add(profile.index)
    if (hints(profile.name, 'balance') && isAmountColumn(profile)) taken.add(profile.index)
  }

  const payer = profiles.find(
    (profile) =>
      !taken.has(profile.index) &&
      hints(profile.name, 'payer') &&
      !hints(profile.name, 'notPayer') &&
      isTextColumn(profile),
  )
  if (payer) taken.add(payer.index)

  const texts = profiles.filter(
    (profile) => !taken.has(profile.index) && isTextColumn(profile) && !isAmountColumn(profile),
  )
  const described = texts.filter((profile) => hints(profile.name, 'description'))
  const longest = [...texts].sort((a, b) => b.averageLength - a.averageLength)[0]
  const descriptionColumns = (described.length > 0 ? described : longest ? [longest] : []).map(
    (profile) => profile.name,
  )

  const facts = fileFacts(table)
  const mapping: StatementMapping = {
    header: { skipRows },
    dateColumn: date?.name ?? '',
    dateFormat,
    descriptionColumns,
    amount,
    ...(payer ? { payerColumn: payer.name } : {}),
    ...(facts.kind === 'csv' ? { delimiter: facts.delimiter } : {}),
  }
  return { skipRows, columns, mapping, notes, file: facts }
}
