import type { Field, UIField } from 'payload'

import { isAdminField } from '@/access/roles'

const NOTE = 'Only admins can change this.'

// Editors see it read-only and a value they send is ignored (Payload's field access), so the
// wording around it stays theirs to edit.
export const adminOnly = <T extends Exclude<Field, UIField> & { name: string }>(field: T): T => {
  const admin = (field.admin ?? {}) as { description?: unknown }
  const description = typeof admin.description === 'string' ? `${admin.description} ${NOTE}` : NOTE
  return {
    ...field,
    access: { ...field.access, create: isAdminField, update: isAdminField },
    admin: { ...admin, description },
  }
}
