import type { Field, Tab } from 'payload'

import { contentGlobal } from '../content-global'
import { sectionText } from '../section-text'

const label = (name: string, labelText: string, maxLength = 80): Field => ({
  name,
  label: labelText,
  type: 'text',
  required: true,
  maxLength,
})

const tab = (name: string, tabLabel: string, fields: Field[]): Tab => ({
  name,
  label: tabLabel,
  fields: [sectionText('hero', 'Page heading'), ...fields],
})

// The cards, figures and contact details under them come from the other globals, so each claim is
// written once.
export const Pages = contentGlobal('pages', 'Page headings', [
  {
    type: 'tabs',
    tabs: [
      tab('about', 'About', [label('journeyHeading', 'Our Journey heading')]),
      tab('programs', 'Programs', [
        sectionText('specialized', 'Specialized programs'),
        label('specialRequestsHeading', 'Special requests heading'),
        label('specialRequestsButton', 'Special requests button'),
      ]),
      tab('products', 'Digital products', [sectionText('whyChoose', 'Why choose')]),
      tab('certifications', 'Certifications', [sectionText('inquiry', 'Inquiry card')]),
      tab('clients', 'Clients', [
        {
          name: 'heroFigures',
          label: 'Hero figures',
          type: 'array',
          maxRows: 4,
          admin: { description: 'Figures under the heading; a key shows that statistic’s value.' },
          fields: [
            {
              name: 'statistic',
              type: 'text',
              maxLength: 40,
              admin: { description: 'Key of a statistic (Site → Claims), or "sectors".' },
            },
            label('label', 'Label'),
          ],
        },
        sectionText('summary', 'Summary'),
        {
          name: 'summaryFigures',
          label: 'Summary figures',
          type: 'array',
          maxRows: 4,
          fields: [
            { name: 'statistic', type: 'text', required: true, maxLength: 40 },
            label('label', 'Label'),
          ],
        },
        sectionText('callToAction', 'Call to action'),
        label('callToActionButton', 'Call to action button'),
      ]),
      tab('contact', 'Contact', [sectionText('form', 'Form panel')]),
      tab('registration', 'Registration', [
        {
          name: 'headingMs',
          label: 'Page heading in Malay',
          type: 'text',
          maxLength: 120,
          admin: { description: 'Shown under the heading, e.g. Pendaftaran Bengkel.' },
        },
        sectionText('form', 'Form section'),
      ]),
    ],
  },
])
