import type { GlobalConfig } from 'payload'

import { isStaff } from '@/access/roles'
import { revalidateGlobal } from '@/server/revalidate'

/** Who we are and how to reach us: read by the header, the footer and the contact page. */
export const Site: GlobalConfig = {
  slug: 'site',
  label: 'Site & contact details',
  admin: { group: 'Settings' },
  access: { read: () => true, update: isStaff },
  hooks: { afterChange: [revalidateGlobal('site')] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'slogan', type: 'text', required: true, maxLength: 160 },
    {
      name: 'supportEmail',
      label: 'Support e-mail',
      type: 'email',
      required: true,
    },
    {
      name: 'whatsappPhone',
      label: 'WhatsApp phone',
      type: 'text',
      required: true,
      maxLength: 30,
      admin: { description: 'As visitors should read it, e.g. +60 12-345 6789.' },
    },
  ],
}
