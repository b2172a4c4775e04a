import { z } from 'zod'

import { TEXT_LIMITS } from '../validation/limits'
import { INVALID_EMAIL, tooLong } from '../validation/messages'

import { normaliseEmail, normaliseName } from './person-match'

/** Who a personal data request is about: their e-mail address, their full name, or both. */
export type PersonalDataRequest = { email: string | null; name: string | null }

export const PERSON_REQUIRED = 'Give the person’s e-mail address, full name, or both'
export const NAME_TOO_SHORT_FOR_MATCH = 'Name must be at least 2 characters'

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )

const schema = z
  .object({
    email: optional(
      z
        .string({ error: INVALID_EMAIL })
        .trim()
        .max(TEXT_LIMITS.email, tooLong('Email', TEXT_LIMITS.email))
        .pipe(z.email(INVALID_EMAIL)),
    ),
    name: optional(
      z
        .string({ error: NAME_TOO_SHORT_FOR_MATCH })
        .trim()
        .min(2, NAME_TOO_SHORT_FOR_MATCH)
        .max(TEXT_LIMITS.name, tooLong('Name', TEXT_LIMITS.name)),
    ),
  })
  .refine((value) => value.email !== undefined || value.name !== undefined, {
    message: PERSON_REQUIRED,
    path: ['email'],
  })

/** The schema both the lookup (query string) and the erasure (JSON body) are checked with. */
export const personalDataRequestSchema = schema.transform((value): PersonalDataRequest => ({
  email: value.email === undefined ? null : normaliseEmail(value.email),
  name: value.name === undefined ? null : normaliseName(value.name),
}))

/** The query string of a lookup as the schema's input: only the two known parameters. */
export const personalDataQuery = (params: URLSearchParams): Record<string, string | undefined> => ({
  email: params.get('email') ?? undefined,
  name: params.get('name') ?? undefined,
})
