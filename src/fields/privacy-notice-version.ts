import type { Field } from 'payload'

export const privacyNoticeVersionField: Field = {
  name: 'privacyNoticeVersion',
  label: 'Privacy notice version',
  type: 'text',
  maxLength: 40,
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
}
