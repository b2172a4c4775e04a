import type { Access } from 'payload'

import { hasRole } from '@/lib/roles'

/**
 * Visitors read published editions, and archived ones (a link shared for a past run still
 * says it is over); drafts are staff's until they are published.
 */
export const visibleEditions: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { status: { in: ['published', 'archived'] } }
