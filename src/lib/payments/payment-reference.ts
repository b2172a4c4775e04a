/**
 * Payment references such as ASL-2026-0042: a prefix of 2 to 10 capital letters or digits
 * starting with a letter, the year, and a sequence zero-padded to 4 digits or more.
 *
 * Payers retype them into their banking app, and banks pass them on in their own way: in
 * lower case, with spaces or no separators at all, cut over two description columns, or with
 * the padding zeros dropped (ASL-2026-42). Matching is therefore done on a normalised form with
 * the separators removed, while the digits after a reference are checked in the original text.
 */

export const PAYMENT_REFERENCE_PATTERN = /^([A-Z][A-Z0-9]{1,9})-(\d{4})-(\d{4,})$/

export interface PaymentReferenceParts {
  prefix: string
  year: string
  sequence: string
}

// Dashes of every width, because phones and word processors turn '-' into '–' or '—'.
const SEPARATOR = /[\s\-_/.\u2010-\u2015\u2212]/

/** Each normalised character with the index of the original character it came from. */
const normaliseWithPositions = (text: string): { normalised: string; positions: number[] } => {
  let normalised = ''
  const positions: number[] = []
  Array.from(text).reduce((index, character) => {
    if (!SEPARATOR.test(character)) {
      for (const upper of character.toUpperCase()) {
        normalised += upper
        positions.push(index)
      }
    }
    return index + character.length
  }, 0)
  return { normalised, positions }
}

/** Uppercase, without spaces, dashes, underscores, slashes or dots: asl 2026/0042 → ASL20260042. */
export const normaliseReference = (text: string): string => normaliseWithPositions(text).normalised

/** The parts of a well-formed reference (any case, surrounding spaces allowed), or null. */
export const parsePaymentReference = (text: string): PaymentReferenceParts | null => {
  const match = PAYMENT_REFERENCE_PATTERN.exec(text.trim().toUpperCase())
  return match ? { prefix: match[1], year: match[2], sequence: match[3] } : null
}

export const isPaymentReference = (text: string): boolean => parsePaymentReference(text) !== null

const withoutPadding = (sequence: string): string => sequence.replace(/^0+(?=\d)/, '')

interface Occurrence {
  reference: string
  start: number
  end: number
  /** Spelled with the reference's own zero padding, not a shorter or longer one. */
  exact: boolean
}

const overlaps = (a: Occurrence, b: Occurrence): boolean => a.start < b.end && b.start < a.end

const covers = (outer: Occurrence, inner: Occurrence): boolean =>
  outer.start <= inner.start && inner.end <= outer.end

const sameSpan = (a: Occurrence, b: Occurrence): boolean => a.start === b.start && a.end === b.end

const occurrencesOf = (
  reference: string,
  description: string,
  normalised: string,
  positions: number[],
): Occurrence[] => {
  const parts = parsePaymentReference(reference)
  const exactForm = normaliseReference(reference)
  if (!exactForm) return []
  // A reference of another shape is only ever found as typed.
  const pattern = parts
    ? new RegExp(`${parts.prefix}${parts.year}0*${withoutPadding(parts.sequence)}`, 'g')
    : new RegExp(exactForm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
  const found: Occurrence[] = []
  for (let match = pattern.exec(normalised); match; match = pattern.exec(normalised)) {
    const end = match.index + match[0].length
    // ASL-2026-0042 is not in ASL-2026-00421; it is in "ASL-2026-0042 1500.00", where a space
    // (gone from the normalised text) ends it.
    const nextCharacter = description.charAt(positions[end - 1] + 1)
    if (!/\d/.test(nextCharacter)) {
      found.push({ reference, start: match.index, end, exact: match[0] === exactForm })
    }
    pattern.lastIndex = match.index + 1
  }
  return found
}

/**
 * Settles occurrences of different references that claim the same characters:
 * - one that also covers characters before another wins: MASL-2026-0042 is not ASL-2026-0042;
 * - on the same characters, the one spelled with its own padding wins over one that only
 *   matches with zeros dropped or added;
 * - otherwise none of them is trusted, and a person decides. So ASL-2026-42 counts as
 *   ASL-2026-0042 only when no other known reference has the same prefix, year and number.
 */
const withoutDisputes = (occurrences: Occurrence[]): Occurrence[] => {
  const beaten = new Set<Occurrence>()
  for (const a of occurrences) {
    for (const b of occurrences) {
      if (a === b || a.reference === b.reference || !overlaps(a, b)) continue
      if (covers(a, b) && a.start < b.start) beaten.add(b)
      else if (covers(b, a) && b.start < a.start) beaten.add(a)
      else if (sameSpan(a, b) && a.exact !== b.exact) beaten.add(a.exact ? b : a)
      else beaten.add(a).add(b)
    }
  }
  return occurrences.filter((occurrence) => !beaten.has(occurrence))
}

/**
 * Every known reference that occurs in a statement description, in the order of appearance and
 * without duplicates, spelled as in knownReferences. Case, spaces, dashes, underscores, slashes
 * and dots are ignored; a known reference is not found inside a longer sequence number.
 *
 * The zero padding of the sequence may be missing or different (people type ASL-2026-42), and
 * such a spelling is accepted only when unambiguous: when no other known reference shares the
 * prefix, the year and the number.
 */
export const findReferences = (description: string, knownReferences: string[]): string[] => {
  const { normalised, positions } = normaliseWithPositions(description)
  const unique = [...new Map(knownReferences.map((r) => [normaliseReference(r), r])).values()]
  const occurrences = unique.flatMap((reference) =>
    occurrencesOf(reference, description, normalised, positions),
  )
  const ordered = withoutDisputes(occurrences).sort((a, b) => a.start - b.start)
  return [...new Set(ordered.map((occurrence) => occurrence.reference))]
}

/**
 * Reference-shaped text in a description, as PREFIX-YEAR-SEQUENCE, whether or not it belongs to
 * a known registration: with the prefixes in use when given (then also spaced or unpadded, as
 * payers type them), otherwise only in the canonical dashed form. Lets a matcher say that a
 * payment names a reference it does not know.
 */
export const findReferenceLikeText = (description: string, prefixes: string[] = []): string[] => {
  const upper = description.toUpperCase()
  const known = [...new Set(prefixes.map(normaliseReference))].filter((prefix) =>
    /^[A-Z][A-Z0-9]*$/.test(prefix),
  )
  const separator = '[\\s\\-_/.\\u2010-\\u2015\\u2212]*'
  const pattern =
    known.length > 0
      ? new RegExp(
          `(?<![A-Z0-9])(${known.join('|')})${separator}(\\d{4})${separator}(\\d+)(?!\\d)`,
          'g',
        )
      : /(?<![A-Z0-9])([A-Z][A-Z0-9]{1,9})-(\d{4})-(\d{4,})(?!\d)/g
  const found = [...upper.matchAll(pattern)].map((match) => `${match[1]}-${match[2]}-${match[3]}`)
  return [...new Set(found)]
}
