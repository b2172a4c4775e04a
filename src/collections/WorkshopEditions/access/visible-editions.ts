import type { Access } from 'payload'

import { hasRole } from '@/lib/roles'

// Archived too: a link shared for a past run still says it is over.
export const visibleEditions: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { status: { in: ['published', 'archived'] } }
