import { issuedDocumentFields } from '@/fields/issued-document-fields'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

// Numbered from one gap-free sequence and issued only in the payment's own transaction
// (src/server/payments/documents/issue-receipt.ts). Receipts from before receipts were per payment
// have no payment and no stored PDF.
export const OfficialReceipts = personalDataRecords({
  slug: 'official-receipts',
  labels: { singular: 'Official receipt', plural: 'Official receipts' },
  ...listView('Dashboard', 'number', 'number issuedAt reference organization amount cancelledAt', {
    sort: '-sequence',
  }),
  fields: [
    ...issuedDocumentFields('The registration paid for.'),
    { name: 'payment', type: 'relationship', relationTo: 'payments', unique: true },
    // Receipts issued once per fully paid registration stored these alone.
    { name: 'paidOn', type: 'text', admin: { description: 'The payment’s day.' } },
    { name: 'address', type: 'textarea', admin: { hidden: true } },
    { name: 'contactName', type: 'text', admin: { hidden: true } },
    { name: 'participants', type: 'json', admin: { hidden: true } },
    { name: 'workshop', type: 'text', admin: { hidden: true } },
  ],
})
