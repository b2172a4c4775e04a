import { TEXT_LIMITS } from './limits'
import {
  INVALID_EMAIL,
  MESSAGE_TOO_SHORT,
  NAME_TOO_SHORT,
  PHONE_TOO_SHORT,
  PROGRAM_REQUIRED,
} from './messages'
import { emailAddress, optionalText, requiredText } from './text-fields'
import * as z from './zod'

export { certificationInquirySubject } from './inquiry-subject'

export const certificationInquirySchema = z.object({
  name: requiredText({ label: 'Name', max: TEXT_LIMITS.name, min: 2, required: NAME_TOO_SHORT }),
  email: emailAddress({ required: INVALID_EMAIL, invalid: INVALID_EMAIL, max: TEXT_LIMITS.email }),
  // Counted in characters, so '012-345 6789' is long enough.
  phone: requiredText({
    label: 'Phone',
    max: TEXT_LIMITS.phone,
    min: 10,
    required: PHONE_TOO_SHORT,
  }),
  organization: optionalText({ label: 'Organization', max: TEXT_LIMITS.organization }),
  program: requiredText({ label: 'Program', max: TEXT_LIMITS.program, required: PROGRAM_REQUIRED }),
  message: requiredText({
    label: 'Message',
    max: TEXT_LIMITS.message,
    min: 10,
    required: MESSAGE_TOO_SHORT,
  }),
  subject: optionalText({ label: 'Subject', max: TEXT_LIMITS.subject }),
})

export type CertificationInquiryInput = z.output<typeof certificationInquirySchema>
