import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { FORM_PURPOSE_LABELS, FORM_PURPOSES } from '@/lib/email/form-purposes'

// What editors need on a form: its name, what it is for, and its e-mails. The plugin's
// own form fields, confirmation and redirect are for forms it renders, which we do not use.
const UNUSED_FORM_FIELDS = new Set([
  'fields',
  'submitButtonLabel',
  'confirmationType',
  'confirmationMessage',
  'redirect',
])

const purposeField: Field = {
  name: 'purpose',
  type: 'select',
  required: true,
  unique: true,
  options: FORM_PURPOSES.map((value) => ({ value, label: FORM_PURPOSE_LABELS[value] })),
  admin: { position: 'sidebar', description: 'Which of the site’s forms sends these e-mails.' },
}

/**
 * The form-builder plugin's "forms" hold the e-mail templates of the site's public forms
 * (contact, certification inquiry, registration): recipients, subject and body with
 * `{{field}}` placeholders, edited by staff. The site's own collections store the
 * submissions; the plugin's submission collection is closed, since a public create there
 * would let anyone make the site send e-mail.
 */
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
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) =>
        'name' in field && UNUSED_FORM_FIELDS.has(field.name)
          ? ({ ...field, required: false, admin: { ...field.admin, hidden: true } } as Field)
          : field,
      ),
      purposeField,
    ],
  },
  formSubmissionOverrides: {
    admin: { hidden: true },
    access: { create: () => false, read: isAdmin, update: () => false, delete: isAdmin },
  },
})
