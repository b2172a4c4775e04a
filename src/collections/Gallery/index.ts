import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/roles'
import { anyone } from '@/access/public'
import { refreshPagesAfterChange, refreshPagesAfterDelete } from '@/server/revalidate'
import { GALLERY_CATEGORIES } from '@/lib/gallery-categories'

import { listView } from '../list-view'

export const Gallery: CollectionConfig = {
  slug: 'gallery',
  labels: { singular: 'Gallery item', plural: 'Gallery' },
  ...listView('Content', 'title', 'title category image', { sort: 'sortOrder' }),
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [refreshPagesAfterChange], afterDelete: [refreshPagesAfterDelete] },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: GALLERY_CATEGORIES.map((category) => ({ label: category, value: category })),
    },
    { name: 'description', type: 'textarea', maxLength: 600 },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
}
