import type { ServerProps } from 'payload'

import { hasRole } from '@/lib/roles'

import { CertificatesNavGroup } from './certificates-nav-group'

/**
 * The nav's way to /admin/certificates, before Payload's own groups: Payload lists only
 * collections and globals, never a custom view. Admins only, as the view is.
 */
export const CertificatesNavLink = ({ user, payload }: ServerProps) =>
  hasRole(user, 'admin') ? (
    <CertificatesNavGroup href={`${payload.config.routes.admin}/certificates`} />
  ) : null
