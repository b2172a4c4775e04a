import type { Field } from 'payload'

export const titleAndDescription = (
  titleMaxLength: number,
  descriptionMaxLength: number,
  { descriptionRequired = true } = {},
): Field[] => [
  { name: 'title', type: 'text', required: true, maxLength: titleMaxLength },
  {
    name: 'description',
    type: 'textarea',
    required: descriptionRequired,
    maxLength: descriptionMaxLength,
  },
]
