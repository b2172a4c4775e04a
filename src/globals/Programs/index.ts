import type { Field } from 'payload'

import { titleAndDescription } from '@/fields/title-and-description'

import { contentGlobal, imageField } from '../content-global'

const programFields: Field[] = [...titleAndDescription(120, 800), imageField()]

export const Programs = contentGlobal('programs', 'Programs', [
  { name: 'programs', label: 'Training programs', type: 'array', fields: programFields },
  { name: 'specializedPrograms', type: 'array', fields: programFields },
  { name: 'specialRequestsText', type: 'textarea', maxLength: 600 },
])
