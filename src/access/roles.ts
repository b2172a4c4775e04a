import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { hasRole } from '@/lib/roles'

/** Only admins: registrations, inquiries and staff accounts. */
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Any signed-in staff member (admin or editor): site content and the admin panel. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req.user, 'admin', 'editor')

/** Admins see every account; an editor only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

/** Field-level guard: only admins may write the field (e.g. `role`). */
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
