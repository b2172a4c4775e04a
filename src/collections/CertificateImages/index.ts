import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { uploadFileHandler } from '@/server/http/serve-upload-file'
import {
  certificateImageFiles,
  certificateImagesDirectory,
} from '@/server/storage/certificate-images'

import { listView } from '../list-view'
import { adminOnlyRecords } from '../server-records'

/**
 * The pictures printed on certificates: the academy's logo and the signatory's signature.
 * Admins only, read and write: anyone who could replace the signature could sign every
 * certificate issued after. Kept apart from the public media library for the same reason.
 */
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
