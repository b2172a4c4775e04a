import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/roles'
import { anyone } from '@/access/public'
import { nobody, serverSetField } from '@/access/server-written'
import { auditPersonalDataReads } from '@/hooks/audit-personal-data-reads'
import { guardPublicSubmission } from '@/hooks/guard-public-submission'
import { anonymisedAtField } from '@/fields/anonymised-at'
import { privacyNoticeVersionField } from '@/fields/privacy-notice-version'
import { queueSubmissionEmails } from '@/hooks/queue-submission-emails'
import { stampPrivacyNotice } from '@/hooks/stamp-privacy-notice'
import { formRateLimit } from '@/lib/form-rate-limit'
import { REGISTRATION_STATUS_LABELS } from '@/lib/registration-status'
import { selectField } from '@/fields/select-field'
import { publicSubmissionEndpoint } from '@/endpoints/public-submission'
import { submitRegistration } from '@/server/submissions/registration'

import { admitRegistration } from './hooks/admit-registration'
import { chooseEdition } from './hooks/choose-edition'
import { confirmSeats } from './hooks/confirm-seats'
import { guardSeatChanges } from './hooks/guard-seat-changes'
import { reconcileMoney } from './hooks/reconcile-money'
import { repriceParticipants } from './hooks/reprice-participants'
import { refreshSeats } from './hooks/refresh-seats'
import { validateRegistration } from './hooks/validate-registration'
import { PAYMENT_STATE_OPTIONS, REGISTRATION_LABELS } from './labels'

import { listView } from '../list-view'
import { adminOnlyRecords } from '../server-records'

const ringgit = {
  readOnly: true,
  components: {
    Cell: '/components/admin/cells/ringgit-cell#RinggitCell',
    Field: '/components/admin/fields/ringgit-field#RinggitField',
  },
}

export const Registrations: CollectionConfig = adminOnlyRecords({
  slug: 'registrations',
  labels: REGISTRATION_LABELS,
  ...listView(
    'Dashboard',
    'reference',
    'createdAt reference edition organization contactName participantCount totalAmount paymentState status',
  ),
  access: { create: anyone, read: isAdmin, update: isAdmin, delete: nobody },
  indexes: [
    { fields: ['status', 'createdAt'] },
    { fields: ['edition', 'createdAt'] },
    { fields: ['paymentState', 'createdAt'] },
  ],
  // POST /api/registrations: the same domain function as the registration form's action.
  endpoints: [publicSubmissionEndpoint(submitRegistration)],
  hooks: {
    beforeOperation: [
      guardPublicSubmission(formRateLimit('registration', process.env)),
      chooseEdition,
    ],
    beforeValidate: [validateRegistration],
    beforeChange: [admitRegistration, guardSeatChanges, repriceParticipants, stampPrivacyNotice],
    afterChange: [refreshSeats, queueSubmissionEmails('registrations'), reconcileMoney],
    // Last of all, just before the commit: the seat check under the seat lock.
    afterOperation: [auditPersonalDataReads, confirmSeats],
  },
  fields: [
    {
      name: 'reference',
      type: 'text',
      maxLength: 40,
      unique: true,
      index: true,
      access: serverSetField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    selectField('status', REGISTRATION_STATUS_LABELS, {
      defaultValue: 'pending',
      index: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    }),
    {
      name: 'edition',
      type: 'relationship',
      relationTo: 'workshop-editions',
      required: true,
      index: true,
      // Only an admin moves a registration, and the edition must have room (guardSeatChanges).
      access: { update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Moving it to another edition checks that edition has room.',
      },
    },
    {
      name: 'programName',
      type: 'text',
      maxLength: 200,
      access: serverSetField,
      admin: { readOnly: true },
    },
    { name: 'organization', type: 'text', required: true, maxLength: 200 },
    { name: 'address', type: 'textarea', maxLength: 500 },
    {
      type: 'row',
      fields: [
        { name: 'contactName', type: 'text', required: true, maxLength: 120 },
        { name: 'contactPhone', type: 'text', required: true, maxLength: 30 },
        { name: 'contactEmail', type: 'email', required: true },
      ],
    },
    {
      name: 'participants',
      type: 'array',
      minRows: 1,
      maxRows: 10,
      // An admin may correct the list; the price follows it (repriceParticipants).
      access: { update: isAdminField },
      fields: [
        { name: 'no', type: 'number', required: true },
        { name: 'name', type: 'text', required: true, maxLength: 120 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'participantCount',
          type: 'number',
          access: serverSetField,
          admin: { readOnly: true },
        },
        { name: 'ratePerPerson', type: 'number', access: serverSetField, admin: ringgit },
        { name: 'totalAmount', type: 'number', access: serverSetField, admin: ringgit },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'paymentState',
          type: 'select',
          defaultValue: 'unpaid',
          index: true,
          options: PAYMENT_STATE_OPTIONS,
          access: serverSetField,
          admin: {
            readOnly: true,
            description: 'From the payments recorded for it (Dashboard › Payments).',
          },
        },
        {
          name: 'amountPaid',
          type: 'number',
          defaultValue: 0,
          access: serverSetField,
          admin: ringgit,
        },
        { name: 'paidAt', type: 'date', access: serverSetField, admin: { readOnly: true } },
      ],
    },
    {
      name: 'slipWaiting',
      label: 'Slip to check',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: serverSetField,
      admin: {
        readOnly: true,
        description: 'A bank slip arrived and no payment has been recorded since.',
      },
    },
    {
      name: 'earlyBirdApplied',
      type: 'checkbox',
      defaultValue: false,
      access: serverSetField,
      admin: { readOnly: true },
    },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    {
      name: 'certificateWaiver',
      label: 'Certificates without full payment',
      type: 'group',
      access: serverSetField,
      admin: {
        readOnly: true,
        description: 'Set in the dashboard’s certificates view; every change is audited.',
        condition: (data) => Boolean(data?.certificateWaiver?.waivedAt),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'waivedAt', type: 'date' },
            { name: 'waivedBy', type: 'relationship', relationTo: 'users' },
          ],
        },
        { name: 'reason', type: 'textarea', maxLength: 500 },
      ],
    },
    privacyNoticeVersionField,
    anonymisedAtField,
  ],
})
