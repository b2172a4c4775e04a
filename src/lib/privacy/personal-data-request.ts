import { TEXT_LIMITS } from '../validation/limits'
import { INVALID_EMAIL, NAME_TOO_SHORT } from '../validation/messages'
import { emailAddress, requiredText } from '../validation/text-fields'
import * as z from '../validation/zod'

import { normaliseEmail, normaliseName } from './person-match'

export type PersonalDataRequest = { email: string | null; name: string | null }

export const PERSON_REQUIRED = 'Give the person’s e-mail address, full name, or both'

// A JSON client sends `"name": null` for an empty field.
const notGiven = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

// Optional on the way in too, so the key may be left out of the input and its type.
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.optional(z.transform(notGiven)), z.optional(schema))

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
  .check(
    z.refine((value) => value.email !== undefined || value.name !== undefined, {
      message: PERSON_REQUIRED,
      path: ['email'],
    }),
  )

export const personalDataRequestSchema = z.pipe(
  schema,
  z.transform((value: z.output<typeof schema>): PersonalDataRequest => ({
    email: value.email === undefined ? null : normaliseEmail(value.email),
    name: value.name === undefined ? null : normaliseName(value.name),
  })),
)

export const personalDataQuery = (params: URLSearchParams): Record<string, string | undefined> => ({
  email: params.get('email') ?? undefined,
  name: params.get('name') ?? undefined,
})
