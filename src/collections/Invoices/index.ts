import { issuedDocumentFields } from '@/fields/issued-document-fields'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

// For payers who need one to raise a purchase or local order. Re-issued under a new number (the
// old one cancelled) when the amount changes, so at most one stands per registration.
export const Invoices = personalDataRecords({
  slug: 'invoices',
  labels: { singular: 'Invoice', plural: 'Invoices' },
  ...listView('Dashboard', 'number', 'number issuedAt reference organization amount cancelledAt', {
    sort: '-sequence',
  }),
  fields: [
    ...issuedDocumentFields('The registration invoiced.'),
    { name: 'dueOn', type: 'text', admin: { description: 'Pay by this day (YYYY-MM-DD).' } },
  ],
})
