import { paidRegistrationField } from '@/fields/paid-registration'
import { selectField } from '@/fields/select-field'
import { PAYMENT_METHOD_LABELS } from '@/lib/payments/payment-methods'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

export const PAYMENT_SOURCES = [
  { label: 'Bank statement line', value: 'bank-line' },
  { label: 'Uploaded bank slip', value: 'slip' },
  { label: 'Entered by an admin', value: 'manual' },
] as const

const LIST_DESCRIPTION =
  'Recorded from bank statements, uploaded slips or by hand in the dashboard.'

// Written only by the server (src/server/payments/record-payment.ts), which also keeps the
// registration's amount paid; a payment entered by mistake is voided, never deleted.
export const Payments = personalDataRecords({
  slug: 'payments',
  ...listView('Dashboard', 'id', 'paidOn registration kind amount source voidedAt', {
    description: LIST_DESCRIPTION,
  }),
  // A line's payments are found together when its decision is undone; the line's row lock and
  // state make it pay each registration once per decision.
  indexes: [{ fields: ['statementLine', 'registration'] }],
  fields: [
    paidRegistrationField,
    {
      type: 'row',
      fields: [
        selectField(
          'kind',
          { payment: 'Payment', refund: 'Refund' },
          { required: true, defaultValue: 'payment' },
        ),
        {
          name: 'amount',
          type: 'number',
          required: true,
          min: 0.01,
          admin: { description: 'Ringgit, always positive; a refund is a kind of its own.' },
        },
        {
          name: 'paidOn',
          type: 'date',
          required: true,
          admin: { description: 'The bank’s date.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'source', type: 'select', required: true, options: [...PAYMENT_SOURCES] },
        selectField('method', PAYMENT_METHOD_LABELS, {
          required: true,
          defaultValue: 'bank-transfer',
        }),
        {
          name: 'bankReference',
          type: 'text',
          maxLength: 140,
          admin: { description: 'The bank’s reference, or the transfer’s description.' },
        },
      ],
    },
    { name: 'statementLine', type: 'relationship', relationTo: 'statement-lines' },
    { name: 'slip', type: 'relationship', relationTo: 'payment-slips' },
    { name: 'recordedBy', type: 'relationship', relationTo: 'users' },
    { name: 'note', type: 'textarea', maxLength: 500 },
    {
      type: 'row',
      fields: [
        { name: 'voidedAt', type: 'date' },
        { name: 'voidedBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'voidReason', type: 'textarea', maxLength: 500 },
    {
      name: 'overrideReason',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'Why a payment was taken on a cancelled registration.' },
    },
  ],
})
