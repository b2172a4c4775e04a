import { z } from 'zod'

import { TEXT_LIMITS } from '../validation/limits'
import { INVALID_EMAIL, NAME_TOO_SHORT } from '../validation/messages'
import { emailAddress, requiredText } from '../validation/text-fields'

import { normaliseEmail, normaliseName } from './person-match'

/** Who a personal data request is about: their e-mail address, their full name, or both. */
export type PersonalDataRequest = { email: string | null; name: string | null }

export const PERSON_REQUIRED = 'Give the person’s e-mail address, full name, or both'

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    // Blank or null means "not given": a JSON client sends `"name": null` for an empty field.
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema.optional(),
  )

const schema = z
  .object({
    email: optional(
      emailAddress({ required: INVALID_EMAIL, invalid: INVALID_EMAIL, max: TEXT_LIMITS.email }),
    ),
    name: optional(
      requiredText({
        label: 'Name',
        max: TEXT_LIMITS.name,
        min: 2,
        required: NAME_TOO_SHORT,
      }),
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
