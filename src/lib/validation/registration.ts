import { MAX_PARTICIPANTS, normaliseParticipants } from '../participants'
import { TEXT_LIMITS } from './limits'
import {
  CONTACT_NAME_REQUIRED,
  ORGANIZATION_REQUIRED,
  PARTICIPANT_REQUIRED,
  PHONE_REQUIRED,
  TOO_MANY_PARTICIPANTS,
  VALID_EMAIL_REQUIRED,
  tooLong,
} from './messages'
import { emailAddress, optionalText, requiredText } from './text-fields'
import * as z from './zod'

const participantSchema = z.object({
  no: z.number().check(z.int(), z.positive()),
  name: z
    .string()
    .check(z.maxLength(TEXT_LIMITS.name, tooLong('Participant name', TEXT_LIMITS.name))),
})

export const registrationSchema = z.object({
  organization: requiredText({
    label: 'Organization',
    max: TEXT_LIMITS.organization,
    required: ORGANIZATION_REQUIRED,
  }),
  address: optionalText({ label: 'Address', max: TEXT_LIMITS.address }),
  contactName: requiredText({
    label: 'Contact name',
    max: TEXT_LIMITS.name,
    required: CONTACT_NAME_REQUIRED,
  }),
  contactPhone: requiredText({
    label: 'Phone number',
    max: TEXT_LIMITS.phone,
    required: PHONE_REQUIRED,
  }),
  contactEmail: emailAddress({
    required: VALID_EMAIL_REQUIRED,
    invalid: VALID_EMAIL_REQUIRED,
    max: TEXT_LIMITS.email,
  }),
  // The form posts all ten rows; blank ones are dropped before counting.
  participants: z.pipe(
    z.transform(normaliseParticipants),
    z
      .array(participantSchema)
      .check(
        z.minLength(1, PARTICIPANT_REQUIRED),
        z.maxLength(MAX_PARTICIPANTS, TOO_MANY_PARTICIPANTS),
      ),
  ),
  notes: optionalText({ label: 'Notes', max: TEXT_LIMITS.notes }),
})

export type RegistrationInput = z.output<typeof registrationSchema>
