import { contentGlobal } from '../content-global'
import { labelField } from '../label-field'

/**
 * The workshop banner's wording on the home and certifications pages, whichever edition it
 * shows (or none, when registration is closed). Each run's dates, seats, prices and bank
 * details are its own, in Workshop editions.
 */
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
