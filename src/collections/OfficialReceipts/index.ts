import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

/**
 * The official receipt of a fully paid registration: its number from one gap-free sequence
 * and what it said when issued, so a reprint reads as the original did. Issued only by the
 * server (src/server/payments/issue-official-receipt.ts), one per registration.
 */
export const OfficialReceipts = personalDataRecords({
  slug: 'official-receipts',
  labels: { singular: 'Official receipt', plural: 'Official receipts' },
  ...listView('Dashboard', 'number', 'number issuedAt reference organization amount', {
    sort: '-sequence',
  }),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true },
        { name: 'sequence', type: 'number', required: true, unique: true },
        { name: 'issuedAt', type: 'date', required: true },
      ],
    },
    {
      name: 'registration',
      type: 'relationship',
      relationTo: 'registrations',
      required: true,
      unique: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true },
        { name: 'amount', type: 'number', required: true },
        { name: 'paidOn', type: 'text', admin: { description: 'The last payment’s day.' } },
      ],
    },
    { name: 'organization', type: 'text', required: true },
    { name: 'address', type: 'textarea' },
    { name: 'contactName', type: 'text' },
    { name: 'participants', type: 'json', admin: { description: 'The participants’ names.' } },
    { name: 'workshop', type: 'text', admin: { description: 'The edition’s title and dates.' } },
    { name: 'anonymisedAt', type: 'date', index: true, admin: { readOnly: true } },
  ],
})
