import type { Access } from 'payload'

import { hasRole } from '@/lib/roles'

export const publishedOrStaff: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { _status: { equals: 'published' } }
