import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/active-or-staff'
import { isStaff } from '@/access/roles'
import { revalidateCollection } from '@/server/revalidate'

import { removeStoredFile } from './hooks/remove-stored-file'
import { requireStoredUpload } from './hooks/require-stored-upload'
import { validateVideo } from './hooks/validate-video'

import { listView } from '../list-view'

// The home page's Free Videos show the newest active ones.
const refreshPages = revalidateCollection('videos')

/** Free videos: an uploaded file or a YouTube link (the link wins when both are set). */
export const Videos: CollectionConfig = {
  slug: 'videos',
  admin: listView('Dashboard', 'title', 'title isActive youtubeUrl fileName createdAt'),
  access: { read: activeOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: {
    beforeValidate: [validateVideo],
    beforeChange: [requireStoredUpload],
    afterChange: [refreshPages.afterChange],
    afterDelete: [removeStoredFile, refreshPages.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    {
      name: 'isActive',
      label: 'Active (visible on website)',
      type: 'checkbox',
      defaultValue: true,
      index: true,
    },
    { name: 'youtubeUrl', label: 'YouTube URL', type: 'text', maxLength: 500 },
    { name: 'fileName', type: 'text', maxLength: 255, admin: { readOnly: true } },
    {
      name: 'filePath',
      type: 'text',
      maxLength: 500,
      admin: { readOnly: true, description: 'Set by the dashboard upload.' },
    },
  ],
}
