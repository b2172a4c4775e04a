import type { CollectionConfig } from 'payload'

import { publishedOrStaff } from '@/access/published-or-staff'
import { isStaff } from '@/access/roles'
import { RESERVED_BLOG_SEGMENTS } from '@/lib/blog/reserved-slugs'
import { slugProblem } from '@/lib/slug'
import { refreshPagesAfterChange, refreshPagesAfterDelete } from '@/server/revalidate'

import { blogBySlug } from './endpoints/by-slug'
import { bodyFromContent } from './hooks/body-from-content'
import { contentFromBody } from './hooks/content-from-body'
import { prepareSlug } from './hooks/prepare-slug'
import { stampPublishedAt } from './hooks/stamp-published-at'

import { listView } from '../list-view'

export const Blog: CollectionConfig = {
  slug: 'blog',
  labels: { singular: 'Blog post', plural: 'Blog' },
  ...listView('Content', 'title', 'title slug publishedAt _status', { sort: '-publishedAt' }),
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  endpoints: [blogBySlug],
  hooks: {
    beforeValidate: [bodyFromContent],
    beforeChange: [stampPublishedAt],
    afterChange: [refreshPagesAfterChange],
    afterDelete: [refreshPagesAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      hooks: { beforeValidate: [prepareSlug] },
      validate: (value: unknown) => {
        if (typeof value === 'string' && RESERVED_BLOG_SEGMENTS.has(value)) {
          return 'This word is reserved; choose another slug'
        }
        return slugProblem(value) ?? true
      },
      admin: {
        position: 'sidebar',
        description: 'The post’s address: /blog/{slug}. Left empty, it is made from the title.',
      },
    },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 600 },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'content',
      type: 'textarea',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [contentFromBody] },
    },
    // In each language, like the post's words (the Malay post falls back to the English tags).
    { name: 'tags', type: 'text', hasMany: true, maxRows: 10, maxLength: 40, localized: true },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      timezone: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
