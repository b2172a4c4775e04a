import { issuedDocumentFields } from '@/fields/issued-document-fields'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

/**
 * The document of a refund: what was returned, to whom and against which receipts, numbered
 * from a gap-free sequence of its own. Issued by the server with the refund; voiding the
 * refund cancels it.
 */
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
