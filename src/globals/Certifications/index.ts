import { titleAndDescription } from '@/fields/title-and-description'

import { contentGlobal, imageField, itemsField } from '../content-global'

export const Certifications = contentGlobal('certifications', 'Certifications', [
  itemsField('Certifications', [
    ...titleAndDescription(160, 800),
    {
      name: 'inquiryProgram',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'How it appears in the inquiry form’s program list.' },
    },
    imageField(),
  ]),
  { name: 'awardedByText', type: 'text', maxLength: 200 },
  { name: 'onlineClassesText', type: 'text', maxLength: 200 },
])
