import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { adminOnly } from '@/fields/admin-only'
import { auditCollectionSettings, auditDeletedSettings } from '@/hooks/audit-setting-changes'
import { keepTemplateRows } from '@/hooks/keep-template-rows'
import type { SettingsSpec } from '@/lib/audit/setting-changes'
import { selectField } from '@/fields/select-field'
import { FORM_PURPOSE_LABELS } from '@/lib/email/form-purposes'

// The plugin's form fields, confirmation and redirect are for forms it renders, which we don't use.
const UNUSED_FORM_FIELDS = new Set([
  'fields',
  'submitButtonLabel',
  'confirmationType',
  'confirmationMessage',
  'redirect',
])

// Who each e-mail goes to and comes from. Admins only: an editor who could add a bcc would
// have every later submission's personal data mailed to themselves.
const RECIPIENT_FIELDS = ['emailTo', 'cc', 'bcc', 'replyTo', 'emailFrom'] as const
const DELIVERY_SETTINGS: SettingsSpec = [['emails', RECIPIENT_FIELDS]]

const isRecipient = (field: Field) =>
  'name' in field && (RECIPIENT_FIELDS as readonly string[]).includes(field.name)

const withAdminOnlyRecipients = (field: Field): Field => {
  if (field.type === 'row') return { ...field, fields: field.fields.map(withAdminOnlyRecipients) }
  if (isRecipient(field) && field.type !== 'ui' && 'name' in field) return adminOnly(field)
  return field
}

const withEmailsOfAdminsOnly = (field: Field): Field =>
  'name' in field && field.name === 'emails' && field.type === 'array'
    ? { ...field, fields: field.fields.map(withAdminOnlyRecipients) }
    : field

const purposeField = selectField('purpose', FORM_PURPOSE_LABELS, {
  required: true,
  unique: true,
  admin: { position: 'sidebar', description: 'Which of the site’s forms sends these e-mails.' },
})

// The plugin's forms hold the e-mail templates of the public forms; the site's collections store
// the submissions. The plugin's submission collection is closed: a public create there would let
// anyone make the site send e-mail.
export const formTemplatesPlugin = formBuilderPlugin({
  fields: { payment: false, upload: false },
  formOverrides: {
    labels: { singular: 'E-mail template', plural: 'E-mail templates' },
    admin: {
      group: 'Settings',
      useAsTitle: 'title',
      defaultColumns: ['title', 'purpose', 'updatedAt'],
      description:
        'The e-mails each public form sends. Write {{name}}-style placeholders; the list of ' +
        'placeholders is in the README ("E-mail").',
    },
    access: { read: isStaff, create: isAdmin, update: isStaff, delete: isAdmin },
    hooks: {
      beforeChange: [keepTemplateRows],
      afterChange: [auditCollectionSettings(DELIVERY_SETTINGS)],
      afterDelete: [auditDeletedSettings(DELIVERY_SETTINGS)],
    },
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) =>
        'name' in field && UNUSED_FORM_FIELDS.has(field.name)
          ? ({ ...field, required: false, admin: { ...field.admin, hidden: true } } as Field)
          : withEmailsOfAdminsOnly(field),
      ),
      purposeField,
    ],
  },
  formSubmissionOverrides: {
    admin: { hidden: true },
    access: { create: () => false, read: isAdmin, update: () => false, delete: isAdmin },
    // Admin-only, so it keeps no document locks (see adminOnlyRecords).
    lockDocuments: false,
  },
})
