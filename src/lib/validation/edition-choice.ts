import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../slug'
import { TEXT_LIMITS } from './limits'
import { tooLong } from './messages'
import * as z from './zod'

export const UNKNOWN_EDITION = 'Choose one of the workshop dates on offer'
export const UNKNOWN_PROGRAM = 'Name the program or the workshop edition to register for'

export type EditionReference = { id: number } | { slug: string }

const DIGITS = /^\d{1,9}$/

// PostgreSQL's integer ids; a larger number names no edition.
const MAX_ID = 2_147_483_647

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
