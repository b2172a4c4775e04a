import { z } from 'zod'

import { tooLong } from './messages'

// Zod compiles validators with `new Function` when it can; the site's Content-Security-Policy
// allows no eval, so it validates without compiling (the same results, a little slower).
z.config({ jitless: true })

/**
 * A required text: trimmed, so spaces alone count as missing. `required` is shown both when
 * the field is absent and when it is shorter than `min`.
 */
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
}) => z.string({ error: required }).trim().min(min, required).max(max, tooLong(label, max))

/** An optional text: trimmed, and blank or null becomes undefined so nothing empty is stored. */
export const optionalText = ({ label, max }: { label: string; max: number }) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || undefined)

/** A required e-mail address: `required` when absent or blank, `invalid` when malformed. */
export const emailAddress = ({
  required,
  invalid,
  max,
}: {
  required: string
  invalid: string
  max: number
}) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong('Email', max))
    .pipe(z.email(invalid))
