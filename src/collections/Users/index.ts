import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isAdminOrSelf, isStaff } from '@/access/roles'
import { ROLES } from '@/lib/roles'
import { authCookieFlags, siteOrigin } from '@/lib/security/site-origin'

import { enforcePasswordPolicy, enforcePasswordPolicyOnReset } from './hooks/enforcePasswordPolicy'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { limitAuthAttempts } from './hooks/limitAuthAttempts'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Staff',
  },
  auth: {
    // Lock an account for 10 minutes after 5 wrong passwords.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // HttpOnly (Payload's default), SameSite=Lax, and Secure when the site is served over HTTPS.
    cookies: authCookieFlags(siteOrigin(process.env.SERVER_URL)),
  },
  access: {
    admin: isStaff,
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [limitAuthAttempts, enforcePasswordPolicyOnReset],
    beforeValidate: [enforcePasswordPolicy],
    beforeChange: [firstUserIsAdmin],
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
  ],
}
