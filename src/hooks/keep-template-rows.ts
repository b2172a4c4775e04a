import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/lib/roles'

export const TEMPLATE_ROWS_ADMIN_ONLY =
  'Only admins may add, remove or reorder a template’s e-mails; you may edit their wording.'

const rowIds = (rows: unknown): string[] =>
  Array.isArray(rows) ? rows.map((row: { id?: unknown } | null) => String(row?.id ?? '')) : []

// Adding, removing or reordering e-mails changes who gets what (a new e-mail has no recipients,
// and an e-mail's place is how its deliveries are counted), so an editor keeps them as they are.
export const keepTemplateRows: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!req.user || hasRole(req.user, 'admin') || !originalDoc || data.emails === undefined) {
    return data
  }
  const before = rowIds(originalDoc.emails)
  const after = rowIds(data.emails)
  if (before.length !== after.length || before.some((id, index) => id !== after[index])) {
    throw new APIError(TEMPLATE_ROWS_ADMIN_ONLY, 403, undefined, true)
  }
  return data
}
