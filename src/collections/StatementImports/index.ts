import { serverRecords } from '../server-records'
import { listView } from '../list-view'

// The file itself is not kept; its credit lines are (statement-lines).
export const StatementImports = serverRecords({
  slug: 'statement-imports',
  labels: { singular: 'Statement import', plural: 'Statement imports' },
  ...listView('Dashboard', 'fileName', 'createdAt fileName mapping creditLines newLines'),
  fields: [
    { name: 'fileName', type: 'text', required: true, maxLength: 200 },
    { name: 'mapping', type: 'relationship', relationTo: 'statement-mappings', required: true },
    { name: 'importedBy', type: 'relationship', relationTo: 'users' },
    {
      type: 'row',
      fields: [
        { name: 'creditLines', type: 'number', required: true },
        {
          name: 'newLines',
          type: 'number',
          required: true,
          admin: { description: 'Credit lines not seen in an earlier import.' },
        },
      ],
    },
    {
      name: 'skippedRows',
      type: 'json',
      admin: { description: 'Rows that could not be read, and why.' },
    },
  ],
})
