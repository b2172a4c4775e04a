import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { adminOnly } from '@/fields/admin-only'
import { auditCollectionSettings, auditDeletedSettings } from '@/hooks/audit-setting-changes'
import { CERTIFICATE_LANGUAGE_LABELS } from '@/lib/certificates/certificate-languages'
import { EDITION_STATUS_LABELS, EDITION_STATUSES } from '@/lib/workshop/edition-status'
import { checkReferencePrefix } from '@/lib/workshop/reference-prefix'
import { refreshPagesAfterChange, refreshPagesAfterDelete } from '@/server/revalidate'

import { visibleEditions } from './access/visible-editions'
import { keepEditionsWithRegistrations } from './hooks/keep-editions-with-registrations'
import { keepReferencePrefix } from './hooks/keep-reference-prefix'
import { prepareEditionSlug } from './hooks/prepare-edition-slug'

import { listView } from '../list-view'

// Admins only, and audited: an editor could otherwise send every payment to an account of their
// own, or make the statement matcher miss them.
export const EDITION_PAYMENT_SETTINGS = [
  'referencePrefix',
  'capacity',
  'priceTiers',
  'earlyBird',
  'bank',
  'paymentInstructions',
] as const

const malaysianTime = {
  date: { pickerAppearance: 'dayAndTime' as const },
  description: 'Malaysian time',
}

const LIST_DESCRIPTION =
  'Each run of the certified workshop. To open the next one, duplicate the latest edition, set its dates and publish it.'

export const WorkshopEditions: CollectionConfig = {
  slug: 'workshop-editions',
  labels: { singular: 'Workshop edition', plural: 'Workshop editions' },
  ...listView('Site content', 'slug', 'slug title startsAt venue status registrationOpen', {
    sort: '-startsAt',
    description: LIST_DESCRIPTION,
  }),
  access: { read: visibleEditions, create: isAdmin, update: isStaff, delete: isAdmin },
  hooks: {
    beforeChange: [keepReferencePrefix, prepareEditionSlug],
    beforeDelete: [keepEditionsWithRegistrations],
    afterChange: [auditCollectionSettings(EDITION_PAYMENT_SETTINGS), refreshPagesAfterChange],
    afterDelete: [auditDeletedSettings(EDITION_PAYMENT_SETTINGS), refreshPagesAfterDelete],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: EDITION_STATUSES.map((value) => ({ value, label: EDITION_STATUS_LABELS[value] })),
      // A duplicate is the next run in preparation: nobody sees it until staff publish it.
      hooks: { beforeDuplicate: [() => 'draft'] },
      admin: {
        position: 'sidebar',
        description:
          'Draft: only staff see it. Published: on the site. Archived: kept with its registrations, closed to new ones.',
      },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 80,
      // Made again from the new dates (prepareEditionSlug), not "… - Copy".
      hooks: { beforeDuplicate: [() => null] },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Its registration address, /registration/{slug}: made from the prefix and start date while a draft, then kept.',
      },
    },
    {
      name: 'registrationOpen',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Untick to stop taking registrations (the form then shows closed).',
      },
    },
    { name: 'title', label: 'Program title', type: 'text', required: true, maxLength: 200 },
    adminOnly({
      name: 'referencePrefix',
      type: 'text',
      required: true,
      // Checked only when it changes: editions saved before the rule keep their prefix.
      validate: (value: unknown, { previousValue }: { previousValue?: unknown }) =>
        checkReferencePrefix(value, previousValue),
      admin: {
        description:
          'Starts every registration reference, e.g. ASL → ASL-2026-0042; fixed once the edition has registrations.',
      },
    }),
    { name: 'format', type: 'text', maxLength: 80, admin: { description: 'e.g. 2-day intensive' } },
    {
      name: 'formatMs',
      label: 'Format in Malay',
      type: 'text',
      maxLength: 80,
      admin: { description: 'e.g. Intensif 2 hari. Empty: the format in English only.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', required: true, timezone: true, admin: malaysianTime },
        {
          name: 'endsAt',
          type: 'date',
          required: true,
          timezone: true,
          admin: malaysianTime,
          validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: unknown } }) => {
            if (!value) return 'This field is required.'
            const start = siblingData.startsAt ? new Date(String(siblingData.startsAt)) : null
            return start && new Date(String(value)).getTime() < start.getTime()
              ? 'The edition cannot end before it starts.'
              : true
          },
        },
      ],
    },
    { name: 'venue', type: 'text', required: true, maxLength: 200 },
    {
      name: 'venueMs',
      label: 'Venue in Malay',
      type: 'text',
      maxLength: 200,
      admin: {
        description:
          'How /registration and the Malay half of e-mails name the venue, e.g. "Sebuah hotel di Kuala Lumpur". Empty: the venue as written above. A duplicated edition keeps the old one: change it with the venue.',
      },
    },
    { name: 'languages', type: 'text', maxLength: 80 },
    { name: 'badge', type: 'text', maxLength: 60 },
    adminOnly({ name: 'capacity', type: 'number', required: true, min: 1, max: 10000 }),
    adminOnly({
      name: 'priceTiers',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description: 'Rate per participant by group size; the largest matching tier applies.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'minParticipants', type: 'number', required: true, min: 1, max: 10 },
            {
              name: 'ratePerPerson',
              label: 'Rate per person (RM)',
              type: 'number',
              required: true,
              min: 0,
            },
          ],
        },
      ],
    }),
    {
      name: 'priceNote',
      type: 'text',
      maxLength: 120,
      admin: { description: 'e.g. 8% SST included' },
    },
    adminOnly({
      name: 'earlyBird',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true },
        { name: 'discountPercent', type: 'number', min: 0, max: 100 },
        {
          name: 'deadline',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'Registrations made before this day (Malaysian time) get the discount.',
          },
        },
      ],
    }),
    adminOnly({
      name: 'bank',
      label: 'Bank payment details',
      type: 'group',
      fields: [
        { name: 'bankName', type: 'text', maxLength: 120 },
        { name: 'accountName', type: 'text', maxLength: 160 },
        { name: 'accountNumber', type: 'text', maxLength: 40 },
      ],
    }),
    adminOnly({ name: 'paymentInstructions', type: 'textarea', maxLength: 1000 }),
    adminOnly({
      name: 'certificates',
      label: 'Certificates of completion',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'minimumDays',
              label: 'Days to attend',
              type: 'number',
              min: 1,
              max: 60,
              admin: {
                step: 1,
                description: 'Empty: every day of the edition. Fewer lowers the bar.',
              },
            },
            {
              name: 'languages',
              type: 'select',
              defaultValue: 'both',
              options: Object.entries(CERTIFICATE_LANGUAGE_LABELS).map(([value, label]) => ({
                value,
                label,
              })),
            },
          ],
        },
      ],
    }),
  ],
}
