import { requiredText } from './text-fields'
import * as z from './zod'

export const DAY_REQUIRED = 'Choose a day of the edition (YYYY-MM-DD).'
export const MARKS_REQUIRED = 'Mark at least one participant.'
export const REASON_REQUIRED = 'Say why (at least 5 characters).'
export const NAME_REQUIRED = 'A certificate needs the participant’s name.'

const positiveInt = () => z.number().check(z.int(), z.positive())

const day = z.string({ error: DAY_REQUIRED }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_REQUIRED))

const reason = z
  .string({ error: REASON_REQUIRED })
  .check(z.trim(), z.minLength(5, REASON_REQUIRED), z.maxLength(500, REASON_REQUIRED))

export const attendanceSchema = z.object({
  edition: positiveInt(),
  day,
  marks: z
    .array(
      z.object({ registration: positiveInt(), participant: positiveInt(), present: z.boolean() }),
    )
    .check(z.minLength(1, MARKS_REQUIRED), z.maxLength(500)),
})

export type AttendanceInput = z.output<typeof attendanceSchema>

export const issueCertificatesSchema = z.object({
  participants: z.optional(
    z
      .array(
        z.object({
          registration: positiveInt(),
          participant: positiveInt(),
          name: z.optional(requiredText({ label: 'Name', max: 120, required: NAME_REQUIRED })),
        }),
      )
      .check(z.minLength(1, 'Choose at least one participant.'), z.maxLength(500)),
  ),
})

export type IssueCertificatesInput = z.output<typeof issueCertificatesSchema>

export const revokeCertificateSchema = z.object({ reason })

export const certificateWaiverSchema = z.object({
  waived: z.boolean(),
  reason: z.optional(reason),
})
