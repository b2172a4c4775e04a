import { Forbidden, UnauthorizedError, type PayloadRequest } from 'payload'

import { hasRole, type Role } from '@/lib/roles'

/** For custom endpoints, which Payload's access rules do not cover: 401 anonymous, 403 wrong role. */
export const requireRole = (req: PayloadRequest, ...roles: Role[]): void => {
  if (!req.user) throw new UnauthorizedError(req.t)
  if (!hasRole(req.user, ...roles)) throw new Forbidden(req.t)
}
