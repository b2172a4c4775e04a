import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/roles'
import { anyone } from '@/access/public'
import { serverSetField } from '@/access/server-written'

import { auditPersonalDataReads } from '@/hooks/audit-personal-data-reads'
import { guardPublicSubmission } from '@/hooks/guard-public-submission'
import { anonymisedAtField } from '@/fields/anonymised-at'
import { privacyNoticeVersionField } from '@/fields/privacy-notice-version'
import { queueSubmissionEmails } from '@/hooks/queue-submission-emails'
import { stampPrivacyNotice } from '@/hooks/stamp-privacy-notice'
import { formRateLimit } from '@/lib/form-rate-limit'
import { publicSubmissionEndpoint } from '@/endpoints/public-submission'
import { submitContact } from '@/server/submissions/contact'

import { auditInquiryDeletion } from './hooks/audit-inquiry-deletion'
import { keepReplied } from './hooks/keep-replied'
import { validateInquiry } from './hooks/validate-inquiry'

import { listView } from '../list-view'
import { adminOnlyRecords } from '../server-records'

export const Contact: CollectionConfig = adminOnlyRecords({
  slug: 'contact',
  labels: { singular: 'Contact inquiry', plural: 'Contact inquiries' },
  ...listView('Dashboard', 'name', 'createdAt name email phone subject isReplied'),
  access: { create: anyone, read: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['isReplied', 'createdAt'] }],
  // POST /api/contact: the same domain function as the contact and inquiry forms' actions.
  endpoints: [publicSubmissionEndpoint(submitContact)],
  hooks: {
    beforeOperation: [guardPublicSubmission(formRateLimit('contact', process.env))],
    beforeValidate: [validateInquiry],
    beforeChange: [keepReplied, stampPrivacyNotice],
    afterChange: [queueSubmissionEmails('contact')],
    afterDelete: [auditInquiryDeletion],
    afterOperation: [auditPersonalDataReads],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: 30 },
    { name: 'organization', type: 'text', maxLength: 200 },
    { name: 'program', type: 'text', maxLength: 200 },
    { name: 'subject', type: 'text', maxLength: 250 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'isReplied',
      label: 'Replied',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      // A visitor's submission can never arrive already "replied".
      access: { create: isAdminField },
    },
    {
      name: 'repliedAt',
      type: 'date',
      // Stamped by the server when staff first mark the inquiry replied.
      access: serverSetField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'replyNotes',
      type: 'textarea',
      maxLength: 5000,
      access: { create: isAdminField },
    },
    privacyNoticeVersionField,
    anonymisedAtField,
  ],
})
