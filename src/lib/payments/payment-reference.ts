// Payers retype references and banks pass them on lower-cased, spaced, unpadded (ASL-2026-42) or
// cut over two columns. So a reference is read part by part with any separators between the
// parts, but only as a whole: "ASL-2026-0001 2 PAX" names ASL-2026-0001, never ASL-2026-00012.

export const PAYMENT_REFERENCE_PATTERN = /^([A-Z][A-Z0-9]{1,9})-(\d{4})-(\d{4,})$/

export interface PaymentReferenceParts {
  prefix: string
  year: string
  sequence: string
}

// Dashes of every width, because phones and word processors turn '-' into '–' or '—'.
const SEPARATOR_CHARACTERS = '\\s\\-_/.\\u2010-\\u2015\\u2212'
const SEPARATORS = new RegExp(`[${SEPARATOR_CHARACTERS}]`, 'g')
const BETWEEN_PARTS = `[${SEPARATOR_CHARACTERS}]*`

export const normaliseReference = (text: string): string =>
  text.replace(SEPARATORS, '').toUpperCase()

export const parsePaymentReference = (text: string): PaymentReferenceParts | null => {
  const match = PAYMENT_REFERENCE_PATTERN.exec(text.trim().toUpperCase())
  return match ? { prefix: match[1], year: match[2], sequence: match[3] } : null
}

export const isPaymentReference = (text: string): boolean => parsePaymentReference(text) !== null

const withoutPadding = (sequence: string): string => sequence.replace(/^0+(?=\d)/, '')

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Occurrence {
  prefix: string
  year: string
  sequence: string
  start: number
}

// The longest prefix is tried first, so a prefix ending in digits (AB12) is not read as a
// shorter one (AB) with the rest taken for the year.
const referencePattern = (prefixes: string[]): RegExp | null => {
  const usable = [...new Set(prefixes)]
    .filter((prefix) => /^[A-Z][A-Z0-9]*$/.test(prefix))
    .sort((a, b) => b.length - a.length)
  if (usable.length === 0) return null
  const alternatives = usable.map(escapeRegExp).join('|')
  return new RegExp(
    `(?<![A-Z0-9])(${alternatives})${BETWEEN_PARTS}(\\d{4})${BETWEEN_PARTS}(\\d+)(?!\\d)`,
    'g',
  )
}

const occurrencesOf = (text: string, pattern: RegExp | null): Occurrence[] =>
  pattern
    ? [...text.toUpperCase().matchAll(pattern)].map((match) => ({
        prefix: match[1],
        year: match[2],
        sequence: match[3],
        start: match.index,
      }))
    : []

interface OtherShape {
  reference: string
  pattern: RegExp
}

const otherShape = (reference: string): OtherShape => {
  const typed = escapeRegExp(reference.trim().toUpperCase())
  return { reference, pattern: new RegExp(`(?<![A-Z0-9])${typed}(?![A-Z0-9])`, 'g') }
}

const otherShapeOccurrences = (text: string, others: OtherShape[]) =>
  others.flatMap(({ reference, pattern }) =>
    [...text.toUpperCase().matchAll(pattern)].map((match) => ({ reference, start: match.index })),
  )

interface KnownIndex {
  pattern: RegExp | null
  exact: Map<string, string>
  byNumber: Map<string, Set<string>>
  other: OtherShape[]
}

const key = (prefix: string, year: string, sequence: string) => `${prefix}-${year}-${sequence}`

const indexKnown = (knownReferences: string[]): KnownIndex => {
  const index: KnownIndex = { pattern: null, exact: new Map(), byNumber: new Map(), other: [] }
  const prefixes = new Set<string>()
  const unique = new Map(
    knownReferences.map((reference) => [normaliseReference(reference), reference]),
  )
  for (const reference of unique.values()) {
    const parts = parsePaymentReference(reference)
    if (!parts) {
      if (reference.trim()) index.other.push(otherShape(reference))
      continue
    }
    prefixes.add(parts.prefix)
    index.exact.set(key(parts.prefix, parts.year, parts.sequence), reference)
    const number = key(parts.prefix, parts.year, withoutPadding(parts.sequence))
    index.byNumber.set(number, (index.byNumber.get(number) ?? new Set()).add(reference))
  }
  index.pattern = referencePattern([...prefixes])
  return index
}

// ASL-2026-42 is ASL-2026-0042 only if no other known reference shares prefix, year and number.
const resolve = (index: KnownIndex, occurrence: Occurrence): string | null => {
  const exact = index.exact.get(key(occurrence.prefix, occurrence.year, occurrence.sequence))
  if (exact) return exact
  const sharing = index.byNumber.get(
    key(occurrence.prefix, occurrence.year, withoutPadding(occurrence.sequence)),
  )
  return sharing?.size === 1 ? [...sharing][0] : null
}

export interface ReferenceFinder {
  named: (text: string) => string[]
  unknown: (text: string) => string[]
}

export const referenceFinder = (knownReferences: string[]): ReferenceFinder => {
  const index = indexKnown(knownReferences)
  return {
    named: (text) => {
      const found = [
        ...occurrencesOf(text, index.pattern).map((occurrence) => ({
          reference: resolve(index, occurrence),
          start: occurrence.start,
        })),
        ...otherShapeOccurrences(text, index.other),
      ]
        .filter((entry): entry is { reference: string; start: number } => entry.reference !== null)
        .sort((a, b) => a.start - b.start)
      return [...new Set(found.map((entry) => entry.reference))]
    },
    unknown: (text) => {
      const unknown = occurrencesOf(text, index.pattern)
        .filter((o) => !index.byNumber.has(key(o.prefix, o.year, withoutPadding(o.sequence))))
        .map((o) => key(o.prefix, o.year, o.sequence))
      return [...new Set(unknown)]
    },
  }
}

export const findReferences = (description: string, knownReferences: string[]): string[] =>
  referenceFinder(knownReferences).named(description)

export const findReferenceLikeText = (description: string, prefixes: string[] = []): string[] => {
  const known = prefixes.map(normaliseReference)
  const found =
    known.length > 0
      ? occurrencesOf(description, referencePattern(known)).map((o) =>
          key(o.prefix, o.year, o.sequence),
        )
      : [
          ...description
            .toUpperCase()
            .matchAll(/(?<![A-Z0-9])([A-Z][A-Z0-9]{1,9})-(\d{4})-(\d{4,})(?!\d)/g),
        ].map((match) => key(match[1], match[2], match[3]))
  return [...new Set(found)]
}
