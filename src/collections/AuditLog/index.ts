import { selectField } from '@/fields/select-field'
import { AUDIT_ACTION_LABELS } from '@/lib/audit/audit-actions'

import { serverRecords } from '../server-records'
import { listView } from '../list-view'

const LIST_DESCRIPTION =
  'Reads (routine ones summarised per 15 minutes) and exports of personal data, lookups and ' +
  'erasures on request, the nightly retention job, payments, voids and the documents they ' +
  'issue, and changes to e-mail recipients, bank details, prices, legal particulars and ' +
  'staff sign-ins. Read-only.'

// Written only by the server, and nobody may change or delete an entry through the API or the
// admin, so it can be trusted when assessing a breach.
export const AuditLog = serverRecords({
  slug: 'audit-log',
  labels: { singular: 'Audit log entry', plural: 'Audit log' },
  ...listView('Settings', 'action', 'createdAt action userEmail rowCount ip', {
    description: LIST_DESCRIPTION,
  }),
  indexes: [{ fields: ['action', 'createdAt'] }],
  fields: [
    selectField('action', AUDIT_ACTION_LABELS, { required: true }),
    {
      type: 'row',
      fields: [
        // The id and e-mail as they were, not a relationship: the entry must still say who
        // it was after their account is deleted.
        { name: 'userId', label: 'User id', type: 'number', index: true },
        { name: 'userEmail', label: 'User e-mail', type: 'text' },
        { name: 'ip', label: 'Client address', type: 'text' },
      ],
    },
    {
      name: 'query',
      type: 'json',
      admin: {
        description:
          'The filter of a read or export, who a lookup or erasure was about, or what was changed.',
      },
    },
    {
      name: 'rowCount',
      label: 'Records',
      type: 'number',
      admin: { description: 'Records read, exported, found or anonymised.' },
    },
    {
      name: 'details',
      type: 'json',
      admin: { description: 'For a change: the values before and after.' },
    },
  ],
})
