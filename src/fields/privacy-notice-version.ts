import type { Field } from 'payload'

/** The privacy notice version a submission was sent under; set by the server only. */
export const privacyNoticeVersionField: Field = {
  name: 'privacyNoticeVersion',
  label: 'Privacy notice version',
  type: 'text',
  maxLength: 40,
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
}
