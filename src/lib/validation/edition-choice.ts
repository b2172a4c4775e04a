import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../slug'
import { TEXT_LIMITS } from './limits'
import { tooLong } from './messages'
import * as z from './zod'

export const UNKNOWN_EDITION = 'Choose one of the workshop dates on offer'
export const UNKNOWN_PROGRAM = 'Name the program or the workshop edition to register for'

/** How a registration names its edition: its id, or its slug (its address's last part). */
export type EditionReference = { id: number } | { slug: string }

const DIGITS = /^\d{1,9}$/

// PostgreSQL's integer ids; a larger number names no edition.
const MAX_ID = 2_147_483_647

/** An edition named by id or slug; null when none is named, 'invalid' when it cannot name one. */
export const parseEditionReference = (value: unknown): EditionReference | null | 'invalid' => {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0 && value <= MAX_ID ? { id: value } : 'invalid'
  }
  if (typeof value !== 'string') return 'invalid'
  const text = value.trim()
  if (text === '') return null
  if (text.length > MAX_SLUG_LENGTH) return 'invalid'
  if (DIGITS.test(text))
    return Number(text) > 0 && Number(text) <= MAX_ID ? { id: Number(text) } : 'invalid'
  return SLUG_PATTERN.test(text) ? { slug: text } : 'invalid'
}

/**
 * What the server reads from a registration to know which edition it is for (spec §7 plus
 * `edition`): an id or slug, and the program's name for clients that send only that.
 * An empty edition means none was named.
 */
export const editionChoiceSchema = z.object({
  edition: z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload): EditionReference | null => {
      const reference = parseEditionReference(value)
      if (reference !== 'invalid') return reference
      // zod/mini's transforms have no `addIssue`: the issue goes on the payload itself.
      payload.issues.push({ code: 'custom', message: UNKNOWN_EDITION, input: value })
      return z.NEVER
    }),
  ),
  programName: z.pipe(
    z.nullish(
      z
        .string('Program name must be text')
        .check(z.maxLength(TEXT_LIMITS.program, tooLong('Program name', TEXT_LIMITS.program))),
    ),
    z.transform((value: string | null | undefined) => value?.trim() || null),
  ),
})

export type EditionChoice = z.output<typeof editionChoiceSchema>
