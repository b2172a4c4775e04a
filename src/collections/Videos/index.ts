import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/active-or-staff'
import { isStaff } from '@/access/roles'
import { refreshPagesAfterChange, refreshPagesAfterDelete } from '@/server/revalidate'
import { titleAndDescription } from '@/fields/title-and-description'

import { removeStoredFile } from './hooks/remove-stored-file'
import { requireStoredUpload } from './hooks/require-stored-upload'
import { validateVideo } from './hooks/validate-video'

import { listView } from '../list-view'

/** Free videos: an uploaded file or a YouTube link (the link wins when both are set). */
export const Videos: CollectionConfig = {
  slug: 'videos',
  ...listView('Dashboard', 'title', 'title isActive youtubeUrl fileName createdAt'),
  access: { read: activeOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeValidate: [validateVideo],
    beforeChange: [requireStoredUpload],
    afterChange: [refreshPagesAfterChange],
    afterDelete: [removeStoredFile, refreshPagesAfterDelete],
  },
  fields: [
    ...titleAndDescription(200, 2000, { descriptionRequired: false }),
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
