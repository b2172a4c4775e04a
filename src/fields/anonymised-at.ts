import type { Field } from 'payload'

// The retention job skips records that have it, so running it again changes nothing.
export const anonymisedAtField: Field = {
  name: 'anonymisedAt',
  label: 'Anonymised at',
  type: 'date',
  index: true,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Personal details were removed (PDPA retention or a request); figures remain.',
    condition: (data) => Boolean(data?.anonymisedAt),
  },
}
