import { contentGlobal, imageField } from '../content-global'

export const Certifications = contentGlobal('certifications', 'Certifications', [
  {
    name: 'items',
    label: 'Certifications',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 160 },
      { name: 'description', type: 'textarea', required: true, maxLength: 800 },
      {
        name: 'inquiryProgram',
        type: 'text',
        required: true,
        maxLength: 200,
        admin: { description: 'How it appears in the inquiry form’s program list.' },
      },
      imageField(),
    ],
  },
  { name: 'awardedByText', type: 'text', maxLength: 200 },
  { name: 'onlineClassesText', type: 'text', maxLength: 200 },
])
