import type { Field } from 'payload'

import { contentGlobal, imageField } from '../content-global'

const programFields: Field[] = [
  { name: 'title', type: 'text', required: true, maxLength: 120 },
  { name: 'description', type: 'textarea', required: true, maxLength: 800 },
  imageField(),
]

export const Programs = contentGlobal('programs', 'Programs', [
  { name: 'programs', label: 'Training programs', type: 'array', fields: programFields },
  { name: 'specializedPrograms', type: 'array', fields: programFields },
  { name: 'specialRequestsText', type: 'textarea', maxLength: 600 },
])
