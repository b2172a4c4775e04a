import type { CollectionConfig } from 'payload'

import { adminReadServerWrites } from '@/access/server-written'
import { auditPersonalDataReads } from '@/hooks/audit-personal-data-reads'

import { listView } from '../list-view'

/**
 * Money in on the academy's bank account, one record per credit line of an imported
 * statement, with what the matcher made of it. A line's fingerprint is unique, so a line
 * that comes again in a later or overlapping statement is recognised, not stored twice.
 */
export const StatementLines: CollectionConfig = {
  slug: 'statement-lines',
  labels: { singular: 'Statement line', plural: 'Statement lines' },
  admin: listView('Dashboard', 'description', 'date amount description matchKind state'),
  access: adminReadServerWrites,
  defaultSort: '-date',
  indexes: [{ fields: ['state', 'date'] }],
  hooks: { afterOperation: [auditPersonalDataReads] },
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
        {
          name: 'matchKind',
          type: 'select',
          required: true,
          options: [
            { label: 'Matched by reference', value: 'matched' },
            { label: 'Proposed by amount and payer', value: 'proposed' },
            { label: 'Ambiguous', value: 'ambiguous' },
            { label: 'Unmatched', value: 'unmatched' },
          ],
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'open',
          index: true,
          options: [
            { label: 'Waiting for a decision', value: 'open' },
            { label: 'Recorded as payment', value: 'recorded' },
            { label: 'Ignored (not a registration’s payment)', value: 'ignored' },
          ],
        },
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
}
