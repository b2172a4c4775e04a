import { formatSen } from './sen'
import type { StatementLine } from './parse-statement'
import {
  findReferenceLikeText,
  findReferences,
  normaliseReference,
  parsePaymentReference,
} from './payment-reference'

export interface OpenRegistration {
  id: number | string
  reference: string
  amountDueSen: number
  amountPaidSen: number
  /** The organisation's name and the contact's name, as registered. */
  payerNames: string[]
}

export type PaymentOutcome = 'paid' | 'partly_paid' | 'overpaid'

export interface Allocation {
  registrationId: number | string
  reference: string
  amountSen: number
  outcome: PaymentOutcome
}

export interface MatchCandidate {
  registrationId: number | string
  reference: string
}

export type LineMatchKind = 'matched' | 'proposed' | 'ambiguous' | 'unmatched'

export interface LineMatch {
  line: StatementLine
  kind: LineMatchKind
  /** Empty unless matched or proposed. */
  allocations: Allocation[]
  /** The registrations a person chooses between when ambiguous. */
  candidates: MatchCandidate[]
  note: string | null
}

export type PaymentState = 'unpaid' | 'partly_paid' | 'paid' | 'overpaid' | 'refunded'

/**
 * A registration's payment state from the sums of its recorded payments and refunds:
 * - refunded: something was paid and refunds brought it back to zero or below;
 * - otherwise the net amount (paid less refunded) against the amount due: paid when equal
 *   (so a registration with nothing due and nothing paid is settled), unpaid when nothing,
 *   partly_paid when less, overpaid when more.
 */
export const paymentState = (
  amountDueSen: number,
  amountPaidSen: number,
  refundedSen = 0,
): PaymentState => {
  const netSen = amountPaidSen - refundedSen
  if (amountPaidSen > 0 && netSen <= 0) return 'refunded'
  if (netSen === amountDueSen) return 'paid'
  if (netSen <= 0) return 'unpaid'
  return netSen < amountDueSen ? 'partly_paid' : 'overpaid'
}

const outcomeOf = (amountSen: number, outstandingSen: number): PaymentOutcome => {
  if (amountSen === outstandingSen) return 'paid'
  return amountSen < outstandingSen ? 'partly_paid' : 'overpaid'
}

const ringgit = formatSen

// Words that say what kind of payer it is, not who: banks and payers add, drop or shorten them.
const NAME_NOISE = new Set([
  'SDN',
  'BHD',
  'BERHAD',
  'SB',
  'ENTERPRISE',
  'ENTERPRISES',
  'ENT',
  'PLT',
  'LLP',
  'CO',
  'COMPANY',
  'THE',
  'AND',
  'BIN',
  'BINTI',
  'BTE',
  'BT',
  'MR',
  'MRS',
  'MS',
  'MDM',
  'DR',
  'ENCIK',
  'PUAN',
  'CIK',
])

const words = (text: string): string[] =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 1)

const nameWords = (name: string): string[] => words(name).filter((word) => !NAME_NOISE.has(word))

/**
 * Whether a registered payer name appears in what the bank shows of the payer.
 *
 * Case, punctuation and words such as SDN BHD, BERHAD, ENTERPRISE, BIN or MR are ignored. Banks
 * cut long names short at the end, so the name's leading words must all be there (two of them,
 * or the whole name when it has fewer), in any order and anywhere in the payer column or the
 * description; the last word found may itself be cut short to 3 letters or more. Two people
 * sharing only a first name (MUHAMMAD ALI, MUHAMMAD HAFIZ) therefore do not match.
 */
export const payerNameMatches = (registeredName: string, shownText: string): boolean => {
  const name = nameWords(registeredName)
  if (name.length === 0) return false
  const shown = new Set(words(shownText))
  const shownWords = [...shown]
  let leadingWordsFound = 0
  for (const word of name) {
    if (shown.has(word)) {
      leadingWordsFound++
      continue
    }
    if (shownWords.some((cut) => cut.length >= 3 && word.startsWith(cut))) leadingWordsFound++
    break
  }
  return leadingWordsFound >= Math.min(name.length, 2)
}

const anyPayerNameMatches = (registration: OpenRegistration, line: StatementLine): boolean => {
  const shown = `${line.payer ?? ''} ${line.description}`
  return registration.payerNames.some((name) => payerNameMatches(name, shown))
}

const candidateOf = (registration: OpenRegistration): MatchCandidate => ({
  registrationId: registration.id,
  reference: registration.reference,
})

type Ledger = Map<OpenRegistration, number>

/** Reference-shaped text the description names that belongs to no open registration. */
const unknownReferences = (line: StatementLine, registrations: OpenRegistration[]): string[] => {
  const known = registrations.map((registration) => parsePaymentReference(registration.reference))
  const prefixes = known.flatMap((parts) => (parts ? [parts.prefix] : []))
  return findReferenceLikeText(line.description, prefixes).filter((text) => {
    // The same reference with other zero padding is not unknown.
    const [prefix, year, sequence] = text.split('-')
    return !known.some(
      (parts) =>
        parts?.prefix === prefix &&
        parts.year === year &&
        Number(parts.sequence) === Number(sequence),
    )
  })
}

const unknownReferenceNote = (unknown: string[]): string | null => {
  if (unknown.length === 0) return null
  const listed = unknown.join(', ')
  return unknown.length === 1
    ? `Names ${listed}, which is not an open registration.`
    : `Names ${listed}, which are not open registrations.`
}

const joinNotes = (...notes: Array<string | null>): string | null =>
  notes.filter((note): note is string => Boolean(note)).join(' ') || null

const byReference = (registrations: OpenRegistration[]): Map<string, OpenRegistration[]> => {
  const index = new Map<string, OpenRegistration[]>()
  for (const registration of registrations) {
    const key = normaliseReference(registration.reference)
    index.set(key, [...(index.get(key) ?? []), registration])
  }
  return index
}

/** A line whose description names known references; null when it names none. */
const matchByReference = (
  line: StatementLine,
  registrations: OpenRegistration[],
  index: Map<string, OpenRegistration[]>,
  paidSoFar: Ledger,
): LineMatch | null => {
  const references = findReferences(
    line.description,
    registrations.map((registration) => registration.reference),
  )
  if (references.length === 0) return null
  const named = references.map((reference) => index.get(normaliseReference(reference)) ?? [])
  const extraNote = unknownReferenceNote(unknownReferences(line, registrations))
  const ambiguous = (note: string): LineMatch => ({
    line,
    kind: 'ambiguous',
    allocations: [],
    candidates: named.flat().map(candidateOf),
    note: joinNotes(note, extraNote),
  })
  if (named.some((found) => found.length > 1)) {
    return ambiguous('Several registrations share a reference this payment names.')
  }
  const targets = named.map((found) => found[0])
  const outstanding = targets.map((target) => target.amountDueSen - (paidSoFar.get(target) ?? 0))

  if (targets.length === 1) {
    const [target] = targets
    const outcome = outcomeOf(line.amountSen, outstanding[0])
    paidSoFar.set(target, (paidSoFar.get(target) ?? 0) + line.amountSen)
    const outcomeNote =
      outcome === 'paid'
        ? null
        : `${ringgit(Math.max(outstanding[0], 0))} was outstanding on ${target.reference}.`
    return {
      line,
      kind: 'matched',
      allocations: [
        {
          registrationId: target.id,
          reference: target.reference,
          amountSen: line.amountSen,
          outcome,
        },
      ],
      candidates: [],
      note: joinNotes(outcomeNote, extraNote),
    }
  }

  // One organisation paying several registrations in one transfer: only a transfer of exactly
  // what they owe together can be split without guessing.
  const totalSen = outstanding.reduce((sum, sen) => sum + sen, 0)
  if (outstanding.some((sen) => sen <= 0) || totalSen !== line.amountSen) {
    return ambiguous(
      `${ringgit(line.amountSen)} is not the ${ringgit(Math.max(totalSen, 0))} outstanding on ${references.join(' and ')} together.`,
    )
  }
  targets.forEach((target, position) =>
    paidSoFar.set(target, (paidSoFar.get(target) ?? 0) + outstanding[position]),
  )
  return {
    line,
    kind: 'matched',
    allocations: targets.map((target, position) => ({
      registrationId: target.id,
      reference: target.reference,
      amountSen: outstanding[position],
      outcome: 'paid',
    })),
    candidates: [],
    note: extraNote,
  }
}

/** A line without a known reference: a proposal by exact amount and payer name, if any. */
const matchByAmountAndName = (
  line: StatementLine,
  registrations: OpenRegistration[],
  paidSoFar: Ledger,
  alreadyProposed: Set<OpenRegistration>,
): LineMatch => {
  const note = unknownReferenceNote(unknownReferences(line, registrations))
  const fitting = registrations.filter(
    (registration) =>
      registration.amountPaidSen < registration.amountDueSen &&
      !alreadyProposed.has(registration) &&
      registration.amountDueSen - (paidSoFar.get(registration) ?? 0) === line.amountSen &&
      anyPayerNameMatches(registration, line),
  )
  if (fitting.length === 1) {
    const [registration] = fitting
    alreadyProposed.add(registration)
    return {
      line,
      kind: 'proposed',
      allocations: [
        {
          registrationId: registration.id,
          reference: registration.reference,
          amountSen: line.amountSen,
          outcome: 'paid',
        },
      ],
      candidates: [],
      note,
    }
  }
  if (fitting.length > 1) {
    return {
      line,
      kind: 'ambiguous',
      allocations: [],
      candidates: fitting.map(candidateOf),
      note: joinNotes(
        'No reference, and several registrations owe this amount under a matching name.',
        note,
      ),
    }
  }
  return { line, kind: 'unmatched', allocations: [], candidates: [], note }
}

/**
 * One LineMatch per statement line, in the same order.
 *
 * First every line naming known references is matched, in statement order, so two partial
 * payments in one statement add up on the same registration. Then the lines without a
 * reference are compared with what is still outstanding after those: a registration whose
 * outstanding amount equals the line exactly and whose payer name matches is proposed, never
 * recorded; it is proposed for one line at most, and never once it was fully paid before this
 * statement.
 */
export const matchStatement = (
  lines: StatementLine[],
  registrations: OpenRegistration[],
): LineMatch[] => {
  const index = byReference(registrations)
  const paidSoFar: Ledger = new Map(
    registrations.map((registration) => [registration, registration.amountPaidSen]),
  )
  const byReferenceFirst = lines.map((line) =>
    matchByReference(line, registrations, index, paidSoFar),
  )
  const alreadyProposed = new Set<OpenRegistration>()
  return lines.map(
    (line, position) =>
      byReferenceFirst[position] ??
      matchByAmountAndName(line, registrations, paidSoFar, alreadyProposed),
  )
}
