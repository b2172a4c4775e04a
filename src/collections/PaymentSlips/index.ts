import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { nobody } from '@/access/server-written'
import { uploadSlip } from '@/endpoints/payments/upload-slip'
import { paidRegistrationField } from '@/fields/paid-registration'
import { auditPersonalDataReads } from '@/hooks/audit-personal-data-reads'
import { paymentSlipsDirectory } from '@/server/storage/payment-slips'

import { listView } from '../list-view'

import { serveSlipFile } from './serve-slip-file'
import { adminOnlyRecords } from '../server-records'

// Never cached by a browser or proxy; the file route checks the same access.
export const PaymentSlips: CollectionConfig = adminOnlyRecords({
  slug: 'payment-slips',
  labels: { singular: 'Payment slip', plural: 'Payment slips' },
  ...listView('Dashboard', 'filename', 'createdAt registration filename filesize'),
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  endpoints: [uploadSlip],
  hooks: { afterOperation: [auditPersonalDataReads] },
  upload: {
    // Local disk by default; the S3 storage adapter takes over when S3_* is configured.
    staticDir: paymentSlipsDirectory(),
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    handlers: [serveSlipFile],
  },
  fields: [paidRegistrationField],
})
