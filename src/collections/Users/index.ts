import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isAdminOrSelf, isStaff } from '@/access/roles'
import { ROLES } from '@/lib/roles'
import { authCookieFlags, siteOrigin } from '@/lib/security/site-origin'

import { answerSignInRefusalAlike } from './hooks/answer-sign-in-refusal-alike'
import { auditCredentialChange } from './hooks/audit-credential-change'
import { auditUnlock } from './hooks/audit-unlock'
import {
  enforcePasswordPolicy,
  enforcePasswordPolicyOnReset,
} from './hooks/enforce-password-policy'
import { firstUserIsAdmin } from './hooks/first-user-is-admin'
import { limitAuthAttempts } from './hooks/limit-auth-attempts'
import { requireCurrentPassword } from './hooks/require-current-password'
import { spendEqualSignInWork } from './hooks/spend-equal-sign-in-work'

import { listView } from '../list-view'

export const Users: CollectionConfig = {
  slug: 'users',
  ...listView('Staff', 'email', 'email name role'),
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // HttpOnly (Payload's default), SameSite=Strict, and Secure when the site is served over HTTPS.
    cookies: authCookieFlags(siteOrigin(process.env.SERVER_URL)),
  },
  access: {
    admin: isStaff,
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload would let any signed-in user unlock any account, undoing the lockout.
    unlock: isAdmin,
  },
  hooks: {
    // The per-client limit first: a refused attempt costs no password check.
    beforeOperation: [
      limitAuthAttempts,
      spendEqualSignInWork,
      auditUnlock,
      enforcePasswordPolicyOnReset,
    ],
    beforeValidate: [enforcePasswordPolicy, requireCurrentPassword],
    beforeChange: [firstUserIsAdmin],
    afterChange: [auditCredentialChange],
    afterError: [answerSignInRefusalAlike],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      // Editors may edit their own profile but never promote themselves.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description: 'Admins manage registrations, inquiries and staff; editors edit content.',
      },
    },
    {
      // Never stored or returned: checked against the stored hash by requireCurrentPassword.
      name: 'currentPassword',
      label: 'Current password',
      type: 'text',
      virtual: true,
      maxLength: 1000,
      hooks: { afterRead: [() => undefined] },
      admin: {
        description: 'Needed to change your own e-mail or password.',
        // Only on one's own account: an admin setting a colleague's password is not asked.
        condition: (data, _siblingData, { user }) =>
          Boolean(data?.id && user && String(user.id) === String(data.id)),
        components: {
          Field: '/components/admin/fields/current-password-field#CurrentPasswordField',
        },
      },
    },
  ],
}
