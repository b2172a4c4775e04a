import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { auditGlobalSettings } from '@/hooks/audit-setting-changes'

const CERTIFICATE_SETTINGS = [
  'signatoryName',
  'signatoryTitle',
  'signature',
  'logo',
  'achievementDescription',
  'linkedInOrganizationId',
] as const

// Admins only, and every change audited: whoever sets these signs for the academy.
export const CertificateSettings: GlobalConfig = {
  slug: 'certificate-settings',
  label: 'Certificates',
  admin: {
    group: 'Settings',
    description:
      'Printed on every certificate of completion issued from now on; certificates already issued keep what they show.',
  },
  access: { read: isAdmin, update: isAdmin },
  hooks: { afterChange: [auditGlobalSettings(CERTIFICATE_SETTINGS)] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'signatoryName',
          type: 'text',
          maxLength: 120,
          admin: { description: 'Certificates cannot be issued until one is named.' },
        },
        {
          name: 'signatoryTitle',
          type: 'text',
          maxLength: 120,
          admin: { description: 'e.g. Director of Training' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'signature',
          type: 'upload',
          relationTo: 'certificate-images',
          admin: {
            description: 'PNG with a transparent background, or JPEG. Without one, a line to sign.',
          },
        },
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'certificate-images',
          admin: {
            description:
              'PNG or JPEG. Without one, the site’s word mark and the academy’s name head the page.',
          },
        },
      ],
    },
    {
      name: 'achievementDescription',
      type: 'textarea',
      maxLength: 600,
      admin: {
        description:
          'What the programme is, in a sentence or two: it goes into the digital credential (Open Badges) employers read. Empty: "A certified leadership workshop of {academy}".',
      },
    },
    {
      name: 'linkedInOrganizationId',
      label: 'LinkedIn organisation ID',
      type: 'text',
      maxLength: 20,
      validate: (value: unknown) =>
        value == null || value === '' || /^\d{1,20}$/.test(String(value))
          ? true
          : 'The number in the address of the academy’s LinkedIn page (digits only).',
      admin: {
        description:
          'Optional: "Add to LinkedIn profile" then shows the academy’s page and logo instead of its name.',
      },
    },
  ],
}
