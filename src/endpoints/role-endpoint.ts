import type { Endpoint } from 'payload'

import { requireRole } from '@/access/require-role'
import type { Role } from '@/lib/roles'

/**
 * A custom endpoint only `roles` may call. Payload's access rules do not cover custom
 * endpoints, so the role is checked (401 anonymous, 403 wrong role) before the handler runs.
 */
const forRoles =
  (...roles: Role[]) =>
  (method: Endpoint['method'], path: string, handler: Endpoint['handler']): Endpoint => ({
    method,
    path,
    handler: async (req) => {
      requireRole(req, ...roles)
      return handler(req)
    },
  })

/** Admins only: personal data, payments, exports and the dashboard's figures. */
export const adminEndpoint = forRoles('admin')

/** Any staff member (admin or editor): the dashboard's videos and their uploads. */
export const staffEndpoint = forRoles('admin', 'editor')
