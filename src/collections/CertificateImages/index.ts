import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { uploadFileHandler } from '@/server/http/serve-upload-file'
import {
  certificateImageFiles,
  certificateImagesDirectory,
} from '@/server/storage/certificate-images'

import { listView } from '../list-view'
import { adminOnlyRecords } from '../server-records'

// Admins only and apart from the public media: whoever could replace the signature could sign
// every certificate issued after.
export const CertificateImages: CollectionConfig = adminOnlyRecords({
  slug: 'certificate-images',
  labels: { singular: 'Certificate image', plural: 'Certificate images' },
  ...listView('Certificates', 'filename', 'filename createdAt filesize'),
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: certificateImagesDirectory(),
    mimeTypes: ['image/png', 'image/jpeg'],
    handlers: [
      uploadFileHandler({
        folder: certificateImageFiles,
        contentTypes: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' },
        cacheControl: () => 'private, no-store',
      }),
    ],
  },
  fields: [{ name: 'alt', type: 'text', maxLength: 200 }],
})
