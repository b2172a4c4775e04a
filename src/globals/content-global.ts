import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/public'
import { isStaff } from '@/access/roles'
import type { SettingsSpec } from '@/lib/audit/setting-changes'
import { auditGlobalSettings } from '@/hooks/audit-setting-changes'
import { revalidateGlobal } from '@/server/revalidate'

/**
 * A piece of site content every visitor reads and staff edit; saving refreshes the pages.
 * `auditedSettings` names the admin-only fields (see src/fields/admin-only.ts) whose every
 * change goes to the audit log.
 */
export const contentGlobal = (
  slug: string,
  label: string,
  fields: Field[],
  description?: string,
  auditedSettings?: SettingsSpec,
): GlobalConfig => ({
  slug,
  label,
  admin: { group: 'Site content', description },
  access: { read: anyone, update: isStaff },
  hooks: {
    afterChange: [
      ...(auditedSettings ? [auditGlobalSettings(auditedSettings)] : []),
      revalidateGlobal(slug),
    ],
  },
  fields,
})

/** An image from the media library. */
export const imageField = (name = 'image', required = true, description?: string): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  ...(description ? { admin: { description } } : {}),
})

/** The list a content global is about, always named `items`. */
export const itemsField = (label: string, fields: Field[], maxRows?: number): Field => ({
  name: 'items',
  label,
  type: 'array',
  ...(maxRows ? { maxRows } : {}),
  fields,
})
