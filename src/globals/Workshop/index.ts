import { contentGlobal } from '../content-global'
import { labelField } from '../label-field'

// Only the banner's wording: each run's dates, seats, prices and bank details are in Workshop
// editions.
export const Workshop = contentGlobal(
  'workshop',
  'Workshop banner',
  [
    {
      name: 'bannerLabels',
      label: 'Workshop banner',
      type: 'group',
      admin: { description: 'The workshop banner’s buttons; the phone number follows Call.' },
      fields: [
        {
          name: 'noEditionHeading',
          type: 'text',
          required: true,
          maxLength: 120,
          defaultValue: 'Certified Workshop',
          admin: { description: 'The banner’s heading while no edition is published.' },
        },
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
  'The dates, seats, prices and bank details of each run are in Workshop editions.',
)
