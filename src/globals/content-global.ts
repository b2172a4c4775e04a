import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/public'
import { isStaff } from '@/access/roles'
import type { SettingsSpec } from '@/lib/audit/setting-changes'
import { auditGlobalSettings } from '@/hooks/audit-setting-changes'
import { revalidateGlobal } from '@/server/revalidate'

// Every change to an `auditedSettings` field (admin-only: src/fields/admin-only.ts) is audited.
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

export const imageField = (name = 'image', required = true, description?: string): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  ...(description ? { admin: { description } } : {}),
})

export const itemsField = (label: string, fields: Field[], maxRows?: number): Field => ({
  name: 'items',
  label,
  type: 'array',
  ...(maxRows ? { maxRows } : {}),
  fields,
})
