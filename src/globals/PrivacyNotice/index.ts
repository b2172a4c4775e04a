import { contentGlobal } from '../content-global'

// Each stored submission records the version it was sent under (PDPA), so raise the version
// whenever the notice changes in substance.
export const PrivacyNotice = contentGlobal('privacy-notice', 'Privacy notice', [
  {
    type: 'row',
    fields: [
      {
        name: 'version',
        type: 'text',
        required: true,
        maxLength: 40,
        admin: { description: 'e.g. 2026-11. Change it when the notice changes in substance.' },
      },
      {
        name: 'effectiveDate',
        type: 'date',
        required: true,
        admin: { date: { pickerAppearance: 'dayOnly' } },
      },
    ],
  },
  { name: 'titleEnglish', type: 'text', required: true, maxLength: 120 },
  { name: 'titleMalay', type: 'text', required: true, maxLength: 120 },
  {
    name: 'sections',
    type: 'array',
    minRows: 1,
    admin: { description: 'Each section in both languages; a blank line starts a new paragraph.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'headingEnglish', type: 'text', required: true, maxLength: 160 },
          { name: 'headingMalay', type: 'text', required: true, maxLength: 160 },
        ],
      },
      { name: 'textEnglish', type: 'textarea', required: true, maxLength: 4000 },
      { name: 'textMalay', type: 'textarea', required: true, maxLength: 4000 },
    ],
  },
])
