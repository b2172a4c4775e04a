import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { hasRole } from '@/lib/roles'

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

export const isStaff = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req.user, 'admin', 'editor')

export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
