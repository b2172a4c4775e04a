import { tooLong } from './messages'
import * as z from './zod'

// `required` is shown both when the field is absent and when it is shorter than `min`.
export const requiredText = ({
  label,
  max,
  required,
  min = 1,
}: {
  label: string
  max: number
  required: string
  min?: number
}) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(min, required), z.maxLength(max, tooLong(label, max)))

export const optionalText = ({ label, max }: { label: string; max: number }) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)))),
    z.transform((value: string | null | undefined) => value || undefined),
  )

export const emailAddress = ({
  required,
  invalid,
  max,
}: {
  required: string
  invalid: string
  max: number
}) =>
  z.pipe(
    z
      .string({ error: required })
      .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong('Email', max))),
    z.email(invalid),
  )
