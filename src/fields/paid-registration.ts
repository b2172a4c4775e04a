import type { Field } from 'payload'

/** The registration a payment or a bank slip is for; indexed, as a registration lists its own. */
export const paidRegistrationField: Field = {
  name: 'registration',
  type: 'relationship',
  relationTo: 'registrations',
  required: true,
  index: true,
}
