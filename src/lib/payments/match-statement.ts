import { formatSen } from './sen'
import { nameAppearsIn, nameWords } from './matching/payer-name'
import type { StatementLine } from './parse-statement'
import { normaliseReference, referenceFinder, type ReferenceFinder } from './payment-reference'

// Cancelled registrations are included, so that a payment naming one waits for a person
// instead of being taken for another's.
export interface OpenRegistration {
  id: number | string
  reference: string
  amountDueSen: number
  /** Net of refunds. */
  amountPaidSen: number
  cancelled: boolean
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

// Only 'matched' lines are booked by "Accept all matched"; the others wait for a person.
export type LineMatchKind =
  'matched' | 'proposed' | 'ambiguous' | 'unmatched' | 'already_paid' | 'cancelled_registration'

export interface LineMatch {
  line: StatementLine
  kind: LineMatchKind
  allocations: Allocation[]
  candidates: MatchCandidate[]
  note: string | null
}

export type PaymentState = 'unpaid' | 'partly_paid' | 'paid' | 'overpaid' | 'refunded'

// Paid when the net equals the amount due, so nothing due and nothing paid is settled.
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

const candidateOf = (registration: OpenRegistration): MatchCandidate => ({
  registrationId: registration.id,
  reference: registration.reference,
})

type Ledger = Map<OpenRegistration, number>

interface Known {
  finder: ReferenceFinder
  byReference: Map<string, OpenRegistration[]>
}

const knownOf = (registrations: OpenRegistration[]): Known => {
  const byReference = new Map<string, OpenRegistration[]>()
  for (const registration of registrations) {
    const key = normaliseReference(registration.reference)
    const sharing = byReference.get(key)
    if (sharing) sharing.push(registration)
    else byReference.set(key, [registration])
  }
  return {
    finder: referenceFinder(registrations.map((registration) => registration.reference)),
    byReference,
  }
}

// Payers put the reference wherever their banking app lets them, and some banks show it in
// the payer column; each column is searched on its own, so no reference is read across them.
const inLine = (line: StatementLine, find: (text: string) => string[]): string[] => [
  ...new Set([...find(line.description), ...(line.payer ? find(line.payer) : [])]),
]

const unknownReferenceNote = (line: StatementLine, known: Known): string | null => {
  const unknown = inLine(line, known.finder.unknown)
  if (unknown.length === 0) return null
  const listed = unknown.join(', ')
  return unknown.length === 1
    ? `Names ${listed}, which is no registration’s reference.`
    : `Names ${listed}, which are no registrations’ references.`
}

const joinNotes = (...notes: Array<string | null>): string | null =>
  notes.filter((note): note is string => Boolean(note)).join(' ') || null

const listed = (registrations: OpenRegistration[]): string =>
  registrations.map((registration) => registration.reference).join(' and ')

const cancelledNote = (cancelled: OpenRegistration[]): string =>
  `${listed(cancelled)} ${cancelled.length === 1 ? 'is' : 'are'} cancelled: a person decides whether to take this payment, and why.`

const alreadyPaidNote = (settled: OpenRegistration[]): string =>
  settled
    .map((registration) =>
      registration.amountPaidSen >= registration.amountDueSen
        ? `${registration.reference} is already paid in full (${ringgit(registration.amountPaidSen)} of ${ringgit(registration.amountDueSen)}).`
        : `An earlier line of this statement pays ${registration.reference} in full.`,
    )
    .join(' ')

const matchByReference = (
  line: StatementLine,
  known: Known,
  paidSoFar: Ledger,
): LineMatch | null => {
  const references = inLine(line, known.finder.named)
  if (references.length === 0) return null
  const named = references.map(
    (reference) => known.byReference.get(normaliseReference(reference)) ?? [],
  )
  const extraNote = unknownReferenceNote(line, known)
  const waiting = (kind: LineMatchKind, note: string): LineMatch => ({
    line,
    kind,
    allocations: [],
    candidates: named.flat().map(candidateOf),
    note: joinNotes(note, extraNote),
  })
  if (named.some((found) => found.length > 1)) {
    return waiting('ambiguous', 'Several registrations share a reference this payment names.')
  }
  const targets = named.map((found) => found[0])
  const cancelled = targets.filter((target) => target.cancelled)
  if (cancelled.length > 0) return waiting('cancelled_registration', cancelledNote(cancelled))
  const outstanding = targets.map((target) => target.amountDueSen - (paidSoFar.get(target) ?? 0))
  const settled = targets.filter((_, position) => outstanding[position] <= 0)
  if (settled.length > 0) return waiting('already_paid', alreadyPaidNote(settled))

  if (targets.length === 1) {
    const [target] = targets
    const outcome = outcomeOf(line.amountSen, outstanding[0])
    paidSoFar.set(target, (paidSoFar.get(target) ?? 0) + line.amountSen)
    const outcomeNote =
      outcome === 'paid'
        ? null
        : `${ringgit(outstanding[0])} was outstanding on ${target.reference}.`
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
  if (totalSen !== line.amountSen) {
    return waiting(
      'ambiguous',
      `${ringgit(line.amountSen)} is not the ${ringgit(totalSen)} outstanding on ${references.join(' and ')} together.`,
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

// Worked out once after the reference pass rather than per line, as statements are long.
interface Owing {
  byAmount: Map<number, OpenRegistration[]>
  names: Map<OpenRegistration, string[][]>
}

const owingOf = (registrations: OpenRegistration[], paidSoFar: Ledger): Owing => {
  const owing: Owing = { byAmount: new Map(), names: new Map() }
  for (const registration of registrations) {
    if (registration.cancelled || registration.amountPaidSen >= registration.amountDueSen) continue
    const outstanding = registration.amountDueSen - (paidSoFar.get(registration) ?? 0)
    const sameAmount = owing.byAmount.get(outstanding)
    if (sameAmount) sameAmount.push(registration)
    else owing.byAmount.set(outstanding, [registration])
    owing.names.set(registration, registration.payerNames.map(nameWords))
  }
  return owing
}

const matchByAmountAndName = (
  line: StatementLine,
  known: Known,
  owing: Owing,
  alreadyProposed: Set<OpenRegistration>,
): LineMatch => {
  const note = unknownReferenceNote(line, known)
  const sameAmount = (owing.byAmount.get(line.amountSen) ?? []).filter(
    (registration) => !alreadyProposed.has(registration),
  )
  // Only read when some registration owes this very amount, as few do.
  const shown = new Set(
    sameAmount.length > 0 ? nameWords(`${line.payer ?? ''} ${line.description}`) : [],
  )
  const fitting = sameAmount.filter((registration) =>
    (owing.names.get(registration) ?? []).some((name) => nameAppearsIn(name, shown)),
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

// Lines naming references go first, in statement order, so two partial payments in one
// statement add up on the same registration. A line without one is then only proposed, and for
// one line at most: exact outstanding amount and a matching payer name.
export const matchStatement = (
  lines: StatementLine[],
  registrations: OpenRegistration[],
): LineMatch[] => {
  const known = knownOf(registrations)
  const paidSoFar: Ledger = new Map(
    registrations.map((registration) => [registration, registration.amountPaidSen]),
  )
  const byReferenceFirst = lines.map((line) => matchByReference(line, known, paidSoFar))
  const owing = owingOf(registrations, paidSoFar)
  const alreadyProposed = new Set<OpenRegistration>()
  return lines.map(
    (line, position) =>
      byReferenceFirst[position] ?? matchByAmountAndName(line, known, owing, alreadyProposed),
  )
}
