import type { Field } from 'payload'

import { adminOnly } from '@/fields/admin-only'

/** What the academy's finance documents must say of it, admin-only and audited. */
export const LEGAL_PARTICULARS = [
  'legalName',
  'companyRegistrationNo',
  'sstRegistrationNo',
  'sstRatePercent',
] as const

export const legalParticularsFields: Field[] = [
  adminOnly({
    name: 'legalName',
    label: 'Company’s legal name',
    type: 'text',
    maxLength: 160,
    admin: { description: 'As registered with SSM, with “Sdn. Bhd.”.' },
  }),
  {
    type: 'row',
    fields: [
      adminOnly({
        name: 'companyRegistrationNo',
        label: 'SSM registration no.',
        type: 'text',
        maxLength: 40,
        admin: { description: 'e.g. 202301012345 (1501234-A).' },
      }),
      adminOnly({
        name: 'sstRegistrationNo',
        label: 'SST registration no.',
        type: 'text',
        maxLength: 40,
        admin: { description: 'e.g. W10-2301-32000123.' },
      }),
      adminOnly({
        name: 'sstRatePercent',
        label: 'SST rate (%)',
        type: 'number',
        min: 0,
        max: 20,
        defaultValue: 8,
        admin: { description: 'Included in every price; documents issued from now on use it.' },
      }),
    ],
  },
]
