import type { Field } from 'payload'

// Names change and are erased; the participant's No. stays.
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
