import { adminOnly } from '@/fields/admin-only'

import { contentGlobal } from '../content-global'
import { labelField } from '../label-field'

/**
 * What registrations are charged and where they pay: only admins change these (an editor could
 * otherwise send every payment to an account of their own), and every change is audited.
 */
const PAYMENT_SETTINGS = [
  'capacity',
  'priceTiers',
  'earlyBird',
  'bank',
  'paymentInstructions',
] as const

/**
 * The certified workshop people register and pay for: one price table that feeds both the
 * banner and the registration form, the early-bird rule, capacity and bank details.
 */
export const Workshop = contentGlobal(
  'workshop',
  'Certified workshop & registration',
  [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'referencePrefix',
      type: 'text',
      required: true,
      maxLength: 8,
      admin: { description: 'Starts every registration reference, e.g. ASL → ASL-2025-0042.' },
    },
    { name: 'format', type: 'text', maxLength: 80, admin: { description: 'e.g. 2-day intensive' } },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          // Picked and shown on the Malaysian clock, whatever the editor's browser says.
          timezone: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Malaysian time' },
        },
        {
          name: 'endsAt',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    { name: 'venue', type: 'text', required: true, maxLength: 200 },
    { name: 'languages', type: 'text', maxLength: 80 },
    { name: 'badge', type: 'text', maxLength: 60 },
    adminOnly({ name: 'capacity', type: 'number', required: true, min: 1, max: 10000 }),
    {
      name: 'registrationOpen',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to stop taking registrations (the form then shows closed).' },
    },
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
    {
      name: 'bannerLabels',
      label: 'Home page banner',
      type: 'group',
      admin: { description: 'The workshop banner’s buttons; the phone number follows Call.' },
      fields: [
        labelField('registerButton', 'REGISTER NOW'),
        labelField('nextIntakeButton', 'Ask About the Next Intake'),
        {
          name: 'nextIntakeNote',
          type: 'textarea',
          required: true,
          maxLength: 300,
          defaultValue:
            'Ask us about the next intake and we will let you know when registration opens.',
          admin: { description: 'Shown under the reason when registration is closed.' },
        },
        labelField('callButton', 'Call'),
      ],
    },
  ],
  'The price table here is what registrations are charged.',
  PAYMENT_SETTINGS,
)
