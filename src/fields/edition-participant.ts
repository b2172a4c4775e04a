import type { Field } from 'payload'

/**
 * Which person of which edition a record is about: the edition, the registration and the
 * participant's No. on it (names change, and are erased; the number stays).
 */
export const editionParticipantFields: Field[] = [
  {
    name: 'edition',
    type: 'relationship',
    relationTo: 'workshop-editions',
    required: true,
    index: true,
  },
  { name: 'registration', type: 'relationship', relationTo: 'registrations', required: true },
  {
    name: 'participant',
    type: 'number',
    required: true,
    admin: { description: 'The participant’s No. on the registration.' },
  },
]
