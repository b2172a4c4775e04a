import type { Access } from 'payload'

import { hasRole } from '@/lib/roles'

/** Visitors read published documents only; staff also see drafts. */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { _status: { equals: 'published' } }
