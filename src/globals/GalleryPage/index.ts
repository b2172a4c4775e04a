import type { Field } from 'payload'

import { contentGlobal } from '../content-global'
import { sectionText } from '../section-text'

const text = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength: 120,
  ...(description ? { admin: { description } } : {}),
})

/** The texts around the gallery's photos; the photos themselves are the Gallery collection. */
export const GalleryPage = contentGlobal(
  'gallery-page',
  'Gallery page',
  [
    sectionText('hero', 'Page heading'),
    {
      name: 'heroFigures',
      label: 'Hero figures',
      type: 'array',
      maxRows: 4,
      admin: { description: 'Figures under the heading, drawn from the site’s statistics.' },
      fields: [
        {
          name: 'statistic',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { description: 'Key of a statistic (Site & contact details → Claims).' },
        },
        text('label', 'Label'),
      ],
    },
    text('filterLabel', 'Name of the category filter (read by screen readers)'),
    text('allCategories', 'Chip showing every photo'),
    text('emptyCategory', 'Text when a category has no photo'),
    sectionText('callToAction', 'Call to action'),
    text('programsButton', 'Programs button'),
    text('contactButton', 'Contact button'),
  ],
  'Heading, figures, filter and call to action of the gallery. Photos: Content → Gallery.',
)
