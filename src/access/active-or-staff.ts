import type { Access } from 'payload'

import { hasRole } from '@/lib/roles'

/** Visitors see active videos only; staff see every video. */
export const activeOrStaff: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { isActive: { equals: true } }
