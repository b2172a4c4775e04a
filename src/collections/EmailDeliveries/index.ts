import { anonymisedAtField } from '@/fields/anonymised-at'
import { selectField } from '@/fields/select-field'

import { EMAIL_ATTEMPTS, SUBMITTED } from '@/lib/email/email-job'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

const LIST_DESCRIPTION =
  'E-mails sent for contact messages, inquiries and registrations. Failed ones were tried ' +
  `${EMAIL_ATTEMPTS} times over about two hours; reply to those people by hand.`

export const EmailDeliveries = personalDataRecords({
  slug: 'email-deliveries',
  labels: { singular: 'E-mail delivery', plural: 'E-mail deliveries' },
  ...listView('Dashboard', 'subject', 'createdAt status to subject attempts lastError', {
    description: LIST_DESCRIPTION,
  }),
  fields: [
    {
      type: 'row',
      fields: [
        selectField(
          'status',
          {
            queued: 'Queued',
            sent: 'Sent',
            logged: 'Written to the log (no mail server set)',
            retrying: 'Retrying',
            failed: 'Failed',
          },
          { required: true, defaultValue: 'queued', index: true },
        ),
        { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
        { name: 'sentAt', type: 'date' },
      ],
    },
    {
      type: 'row',
      fields: [
        selectField(
          'submissionCollection',
          { contact: 'Contact inquiries', registrations: 'Registrations' },
          { required: true },
        ),
        { name: 'submissionId', type: 'number', required: true, index: true },
        { name: 'templateIndex', label: 'E-mail of the form', type: 'number', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'occasion',
          type: 'text',
          required: true,
          defaultValue: SUBMITTED,
          admin: {
            description:
              'What the e-mails were for: the submission itself, a bank slip it received, ' +
              'its official receipt or its certificates.',
          },
        },
        {
          name: 'officialReceipt',
          type: 'relationship',
          relationTo: 'official-receipts',
          admin: { description: 'Sent with this receipt as a PDF.' },
        },
      ],
    },
    {
      name: 'certificates',
      type: 'relationship',
      relationTo: 'certificates',
      hasMany: true,
      admin: { description: 'Sent with these certificates as PDFs.' },
    },
    { name: 'to', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'cc', type: 'text' },
        { name: 'bcc', type: 'text' },
        { name: 'replyTo', type: 'text' },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    { name: 'text', label: 'Message', type: 'textarea' },
    { name: 'lastError', type: 'textarea' },
    anonymisedAtField,
  ],
  indexes: [
    {
      fields: ['submissionCollection', 'submissionId', 'occasion', 'templateIndex'],
      unique: true,
    },
  ],
})
