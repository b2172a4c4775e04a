import { TEXT_LIMITS } from './limits'
import { INVALID_EMAIL, REQUIRED_FIELDS_MISSING } from './messages'
import { emailAddress, optionalText, requiredText } from './text-fields'
import * as z from './zod'

export const contactSchema = z.object({
  name: requiredText({ label: 'Name', max: TEXT_LIMITS.name, required: REQUIRED_FIELDS_MISSING }),
  email: emailAddress({
    required: REQUIRED_FIELDS_MISSING,
    invalid: INVALID_EMAIL,
    max: TEXT_LIMITS.email,
  }),
  phone: optionalText({ label: 'Phone', max: TEXT_LIMITS.phone }),
  message: requiredText({
    label: 'Message',
    max: TEXT_LIMITS.message,
    required: REQUIRED_FIELDS_MISSING,
  }),
})

export type ContactInput = z.output<typeof contactSchema>
