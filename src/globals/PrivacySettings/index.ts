import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import {
  DEFAULT_RETENTION,
  MAX_RETENTION_MONTHS,
  MIN_RETENTION_MONTHS,
} from '@/lib/privacy/retention'

const monthsField = (name: string, label: string, defaultValue: number, description: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  defaultValue,
  min: MIN_RETENTION_MONTHS,
  max: MAX_RETENTION_MONTHS,
  admin: { step: 1, description },
})

// Admins only: it decides what happens to visitors' personal data (PDPA retention principle). The
// defaults' reasons are in src/lib/privacy/retention.ts.
export const PrivacySettings: GlobalConfig = {
  slug: 'privacy-settings',
  label: 'Privacy & data retention',
  admin: {
    group: 'Settings',
    description:
      'Every night, records older than these periods have their personal details replaced ' +
      '(names, e-mails, phones, messages); dates, figures and statuses remain for reports.',
  },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'enabled',
      label: 'Anonymise automatically',
      type: 'checkbox',
      defaultValue: DEFAULT_RETENTION.enabled,
      admin: {
        description:
          'Untick only for a legal hold (e.g. a dispute needing old records); tick it again after.',
      },
    },
    {
      type: 'row',
      fields: [
        monthsField(
          'inquiryMonths',
          'Inquiries (months)',
          DEFAULT_RETENTION.inquiryMonths,
          'Contact messages and certification inquiries. Default 24.',
        ),
        monthsField(
          'registrationMonths',
          'Registrations (months)',
          DEFAULT_RETENTION.registrationMonths,
          'Source records of invoices: keep 84 (7 years) for tax and company law.',
        ),
        monthsField(
          'emailMonths',
          'E-mail copies (months)',
          DEFAULT_RETENTION.emailMonths,
          'Copies of e-mails the site sent. Default 12.',
        ),
      ],
    },
  ],
}
