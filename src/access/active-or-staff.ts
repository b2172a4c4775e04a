import type { Access } from 'payload'

import { hasRole } from '@/lib/roles'

export const activeOrStaff: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { isActive: { equals: true } }
