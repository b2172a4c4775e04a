import { selectField } from '@/fields/select-field'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

// A line's fingerprint is unique, so a line that comes again in an overlapping statement is
// recognised, not stored twice.
export const StatementLines = personalDataRecords({
  slug: 'statement-lines',
  labels: { singular: 'Statement line', plural: 'Statement lines' },
  ...listView('Dashboard', 'description', 'date amount description matchKind state', {
    sort: '-date',
  }),
  indexes: [{ fields: ['state', 'date'] }],
  fields: [
    { name: 'statementImport', type: 'relationship', relationTo: 'statement-imports', index: true },
    { name: 'fingerprint', type: 'text', required: true, unique: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'text',
          required: true,
          admin: { description: 'The bank’s date (YYYY-MM-DD).' },
        },
        { name: 'amount', type: 'number', required: true },
        { name: 'payer', type: 'text' },
      ],
    },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        selectField(
          'matchKind',
          {
            matched: 'Matched by reference',
            proposed: 'Proposed by amount and payer',
            ambiguous: 'Ambiguous',
            unmatched: 'Unmatched',
            already_paid: 'Names a registration already paid',
            cancelled_registration: 'Names a cancelled registration',
          },
          { required: true },
        ),
        selectField(
          'state',
          {
            open: 'Waiting for a decision',
            recorded: 'Recorded as payment',
            ignored: 'Ignored (not a registration’s payment)',
          },
          { required: true, defaultValue: 'open', index: true },
        ),
      ],
    },
    {
      name: 'match',
      type: 'json',
      admin: { description: 'The matcher’s allocations or candidates, and its note.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'decidedAt', type: 'date' },
        { name: 'decidedBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'anonymisedAt', type: 'date', index: true, admin: { readOnly: true } },
  ],
})
