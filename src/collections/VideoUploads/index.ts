import { UPLOAD_STATUSES } from '@/lib/video-uploads/upload-status'

import { serverRecords } from '../server-records'

// One row per upload link: it makes a link single-use, lets normalize-path accept only uploads we
// issued, and lets POST /api/videos accept only file paths we stored.
export const VideoUploads = serverRecords({
  slug: 'video-uploads',
  admin: { hidden: true },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'issued',
      options: [...UPLOAD_STATUSES],
    },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'declaredSize', type: 'number' },
    { name: 'size', type: 'number' },
    { name: 'contentType', type: 'text' },
    { name: 'storedPath', type: 'text', index: true },
    { name: 'issuedBy', type: 'relationship', relationTo: 'users' },
  ],
})
