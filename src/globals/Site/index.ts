import { adminOnly } from '@/fields/admin-only'
import { titleAndDescription } from '@/fields/title-and-description'

import { contentGlobal, imageField } from '../content-global'
import { LEGAL_PARTICULARS, legalParticularsFields } from './legal-particulars'

// Admin-only: an editor who could change where notifications and replies go could have every
// later submission mailed to themselves.
const DELIVERY_SETTINGS = ['supportEmail', 'notificationEmail', ...LEGAL_PARTICULARS] as const

export const Site = contentGlobal(
  'site',
  'Site & contact details',
  [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identity & contact',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 120 },
            { name: 'slogan', type: 'text', required: true, maxLength: 160 },
            adminOnly({
              name: 'supportEmail',
              label: 'Support e-mail',
              type: 'email',
              required: true,
              admin: { description: 'Shown on the site; visitors’ replies to e-mails go here.' },
            }),
            adminOnly({
              name: 'notificationEmail',
              label: 'Staff notifications go to',
              type: 'email',
              admin: {
                description:
                  'Receives an e-mail for every contact message, inquiry and registration (the support e-mail when empty).',
              },
            }),
            {
              name: 'whatsappPhone',
              label: 'WhatsApp phone',
              type: 'text',
              required: true,
              maxLength: 30,
              admin: { description: 'As visitors should read it, e.g. +60 12-345 6789.' },
            },
            { name: 'phone', label: 'Office phone', type: 'text', maxLength: 30 },
            { name: 'address', label: 'Postal address', type: 'textarea', maxLength: 400 },
            { name: 'officeHours', type: 'text', maxLength: 120 },
            imageField('mapImage', false),
            imageField(
              'shareImage',
              false,
              'Shown when a page without an image of its own is shared (1200×630 or larger).',
            ),
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                { name: 'platform', type: 'text', required: true, maxLength: 40 },
                { name: 'url', type: 'text', required: true, maxLength: 300 },
              ],
            },
          ],
        },
        {
          label: 'Legal & tax',
          description:
            'Printed on every receipt, refund note and invoice as it is issued; an issued document keeps what it printed.',
          fields: legalParticularsFields,
        },
        {
          label: 'Claims & statistics',
          description: 'One list of figures that every page reads, so they never disagree.',
          fields: [
            {
              name: 'statistics',
              type: 'array',
              fields: [
                { name: 'key', type: 'text', required: true, maxLength: 40 },
                { name: 'value', type: 'text', required: true, maxLength: 20 },
                { name: 'label', type: 'text', required: true, maxLength: 80 },
              ],
            },
            { name: 'foundedYear', type: 'number', min: 1900, max: 2100 },
            { name: 'rebrandedYear', type: 'number', min: 1900, max: 2100 },
            { name: 'clientSectorCount', type: 'number', min: 0 },
          ],
        },
        {
          label: 'Founder',
          fields: [
            {
              name: 'founder',
              type: 'group',
              fields: [
                { name: 'name', type: 'text', maxLength: 120 },
                { name: 'title', type: 'text', maxLength: 160 },
                imageField('photo', false),
                { name: 'welcomeMessage', type: 'textarea', maxLength: 1200 },
                { name: 'missionQuote', type: 'textarea', maxLength: 600 },
              ],
            },
            {
              name: 'journey',
              label: 'Our Journey',
              type: 'array',
              admin: {
                description:
                  'Write a statistic’s key in braces, e.g. {years}, to show its current value.',
              },
              fields: [
                { name: 'year', type: 'text', required: true, maxLength: 20 },
                ...titleAndDescription(120, 600, { descriptionRequired: false }),
              ],
            },
          ],
        },
      ],
    },
  ],
  undefined,
  DELIVERY_SETTINGS,
)
