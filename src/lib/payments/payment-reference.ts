/**
 * Payment references such as ASL-2026-0042: a prefix of 2 to 10 capital letters or digits
 * starting with a letter, the year, and a sequence zero-padded to 4 digits or more.
 *
 * Payers retype them into their banking app, and banks pass them on in their own way: in
 * lower case, with spaces or no separators at all, cut over two description columns, or with
 * the padding zeros dropped (ASL-2026-42). A reference is therefore read part by part
 * (prefix, year, sequence) with any separators between the parts, but only as a whole: no
 * letter or digit glued on before the prefix, no digit glued on after the sequence, and no
 * separator inside a part. So "ASL-2026-0001 2 PAX" names ASL-2026-0001, never
 * ASL-2026-00012.
 */

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

/** Uppercase, without spaces, dashes, underscores, slashes or dots: asl 2026/0042 → ASL20260042. */
export const normaliseReference = (text: string): string =>
  text.replace(SEPARATORS, '').toUpperCase()

/** The parts of a well-formed reference (any case, surrounding spaces allowed), or null. */
export const parsePaymentReference = (text: string): PaymentReferenceParts | null => {
  const match = PAYMENT_REFERENCE_PATTERN.exec(text.trim().toUpperCase())
  return match ? { prefix: match[1], year: match[2], sequence: match[3] } : null
}

export const isPaymentReference = (text: string): boolean => parsePaymentReference(text) !== null

const withoutPadding = (sequence: string): string => sequence.replace(/^0+(?=\d)/, '')

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One reference-shaped piece of text: its parts as written and where it starts. */
interface Occurrence {
  prefix: string
  year: string
  sequence: string
  start: number
}

/**
 * A pattern for every PREFIX-YEAR-SEQUENCE with one of the prefixes, as a whole; null when no
 * prefix is usable. Built once per set of prefixes, since statements are long. The longest
 * prefix is tried first, so a prefix ending in digits (AB12) is not read as a shorter one (AB)
 * with the rest taken for the year.
 */
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

/** A known reference of another shape, and the pattern that finds it as typed. */
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

/**
 * The known references indexed two ways: as spelled (prefix, year and sequence with its own
 * padding) and by number (the sequence without its padding), which several may share.
 */
interface KnownIndex {
  pattern: RegExp | null
  exact: Map<string, string>
  byNumber: Map<string, Set<string>>
  /** References of another shape, found only as typed. */
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

/**
 * The known reference an occurrence names: the one spelled with the same padding, else the
 * only one with the same number. ASL-2026-42 is ASL-2026-0042 only when no other known
 * reference has the same prefix, year and number.
 */
const resolve = (index: KnownIndex, occurrence: Occurrence): string | null => {
  const exact = index.exact.get(key(occurrence.prefix, occurrence.year, occurrence.sequence))
  if (exact) return exact
  const sharing = index.byNumber.get(
    key(occurrence.prefix, occurrence.year, withoutPadding(occurrence.sequence)),
  )
  return sharing?.size === 1 ? [...sharing][0] : null
}

export interface ReferenceFinder {
  /**
   * Every known reference the text names, in the order of appearance and without duplicates,
   * spelled as in the known references.
   */
  named: (text: string) => string[]
  /**
   * Reference-shaped text with a known prefix that is no known reference under any padding,
   * as PREFIX-YEAR-SEQUENCE: lets a matcher say that a payment names a reference it does not
   * know.
   */
  unknown: (text: string) => string[]
}

/**
 * A finder for the known references, built once and used on every line of a statement. Case
 * and separators between the parts do not matter; a known reference is never found inside a
 * longer one.
 *
 * The zero padding of the sequence may be missing or different (people type ASL-2026-42), and
 * such a spelling is accepted only when unambiguous: when no other known reference shares the
 * prefix, the year and the number.
 */
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

/** Every known reference a statement text names; see referenceFinder. */
export const findReferences = (description: string, knownReferences: string[]): string[] =>
  referenceFinder(knownReferences).named(description)

/**
 * Reference-shaped text, as PREFIX-YEAR-SEQUENCE, whether or not it belongs to a known
 * registration: with the prefixes in use when given (then also spaced or unpadded, as payers
 * type them), otherwise only in the canonical dashed form.
 */
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
