import type { Endpoint } from 'payload'

import { requireRole } from '@/access/require-role'
import type { Role } from '@/lib/roles'

// Payload's access rules do not cover custom endpoints, so the role is checked first.
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

export const adminEndpoint = forRoles('admin')

export const staffEndpoint = forRoles('admin', 'editor')
