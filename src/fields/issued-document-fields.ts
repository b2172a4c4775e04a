import type { Field } from 'payload'

// An issued document is never edited or deleted: a wrong one is cancelled (who, when, why) and its
// number stays used.
export const issuedDocumentFields = (registrationDescription: string): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'number', type: 'text', required: true, unique: true },
      { name: 'sequence', type: 'number', required: true, unique: true },
      { name: 'issuedAt', type: 'date', required: true },
    ],
  },
  {
    name: 'registration',
    type: 'relationship',
    relationTo: 'registrations',
    required: true,
    index: true,
    admin: { description: registrationDescription },
  },
  {
    type: 'row',
    fields: [
      { name: 'reference', type: 'text', required: true },
      { name: 'organization', type: 'text', required: true },
      { name: 'amount', type: 'number', required: true, admin: { description: 'Ringgit.' } },
    ],
  },
  {
    name: 'document',
    type: 'json',
    admin: { description: 'Every value the document shows, as issued.' },
  },
  {
    name: 'pdf',
    type: 'textarea',
    admin: { hidden: true, description: 'The PDF as issued (base64).' },
  },
  {
    type: 'row',
    fields: [
      { name: 'cancelledAt', type: 'date', index: true },
      { name: 'cancelledBy', type: 'relationship', relationTo: 'users' },
    ],
  },
  { name: 'cancelReason', type: 'textarea', maxLength: 500 },
  { name: 'anonymisedAt', type: 'date', index: true, admin: { readOnly: true } },
]
