import { anonymisedAtField } from '@/fields/anonymised-at'
import { editionParticipantFields } from '@/fields/edition-participant'
import { selectField } from '@/fields/select-field'
import { CERTIFICATE_LANGUAGE_LABELS } from '@/lib/certificates/certificate-languages'

import { personalDataRecords } from '../server-records'
import { listView } from '../list-view'

// Stored as issued, never edited or deleted: a withdrawn certificate is revoked (who, when, why)
// and its number stays used.
export const Certificates = personalDataRecords({
  slug: 'certificates',
  labels: { singular: 'Certificate', plural: 'Certificates' },
  ...listView(
    'Certificates',
    'number',
    'number participantName programme issuedAt revokedAt registration',
    { sort: '-sequence' },
  ),
  indexes: [{ fields: ['registration', 'participant'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true },
        { name: 'sequence', type: 'number', required: true, unique: true },
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          admin: { description: 'Opens its verification page, /verify/{code}.' },
        },
      ],
    },
    { type: 'row', fields: editionParticipantFields },
    {
      name: 'participantName',
      type: 'text',
      required: true,
      admin: { description: 'As printed.' },
    },
    { name: 'programme', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'firstDay', type: 'text', required: true },
        { name: 'lastDay', type: 'text', required: true },
        { name: 'venue', type: 'text' },
        selectField('languages', CERTIFICATE_LANGUAGE_LABELS, { required: true }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'issuedAt', type: 'date', required: true },
        { name: 'issuedBy', type: 'relationship', relationTo: 'users' },
        {
          name: 'paymentWaived',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Issued on an admin’s waiver of payment.' },
        },
      ],
    },
    {
      name: 'pdf',
      type: 'textarea',
      admin: { hidden: true, description: 'The PDF as issued (base64).' },
    },
    {
      name: 'credential',
      type: 'json',
      admin: { description: 'The Open Badges 3.0 credential as issued.' },
    },
    { name: 'credentialJwt', type: 'textarea', admin: { hidden: true } },
    { name: 'kid', label: 'Signed with key', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'revokedAt', type: 'date', index: true },
        { name: 'revokedBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'revokeReason', type: 'textarea', maxLength: 500 },
    anonymisedAtField,
  ],
})
