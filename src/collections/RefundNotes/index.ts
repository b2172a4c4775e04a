import { issuedDocumentFields } from '@/fields/issued-document-fields'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

export const RefundNotes = personalDataRecords({
  slug: 'refund-notes',
  labels: { singular: 'Refund note', plural: 'Refund notes' },
  ...listView('Dashboard', 'number', 'number issuedAt reference organization amount cancelledAt', {
    sort: '-sequence',
  }),
  fields: [
    ...issuedDocumentFields('The registration refunded.'),
    { name: 'payment', type: 'relationship', relationTo: 'payments', unique: true },
  ],
})
