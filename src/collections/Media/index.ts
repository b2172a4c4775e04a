import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/roles'
import { anyone } from '@/access/public'
import { refreshPagesAfterChange, refreshPagesAfterDelete } from '@/server/revalidate'
import { mediaDirectory } from '@/server/storage/media-files'

import { blurPlaceholder } from './hooks/blur-placeholder'
import { publicFileUrls } from './hooks/public-file-urls'
import { serveMediaFile } from './serve-media-file'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    // The images the site drew at set-up, still to be replaced by photographs, above the list.
    components: { beforeListTable: ['/components/admin/media/images-to-replace#ImagesToReplace'] },
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [blurPlaceholder],
    afterChange: [refreshPagesAfterChange],
    afterRead: [publicFileUrls],
    afterDelete: [refreshPagesAfterDelete],
  },
  upload: {
    // Local disk by default; the S3 storage adapter takes over when S3_* is configured.
    staticDir: mediaDirectory(),
    handlers: [serveMediaFile],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, formatOptions: { format: 'webp' } },
      { name: 'card', width: 800, formatOptions: { format: 'webp' } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the image shows, for visitors who cannot see it.' },
    },
    {
      name: 'blurDataUrl',
      type: 'text',
      admin: { hidden: true },
    },
  ],
}
