import { titleAndDescription } from '@/fields/title-and-description'

import { contentGlobal } from '../content-global'
import { labelField } from '../label-field'
import { sectionText } from '../section-text'

/** The home page's own texts; its cards and figures read the shared globals. */
export const Home = contentGlobal('home', 'Home page', [
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Hero',
        fields: [
          { name: 'heroEyebrow', type: 'text', maxLength: 120 },
          { name: 'heroHeadline', type: 'text', required: true, maxLength: 120 },
          { name: 'heroWelcome', type: 'textarea', required: true, maxLength: 800 },
        ],
      },
      {
        label: 'Section headings',
        description: 'The heading and introduction above each section, in page order.',
        fields: [
          sectionText('programsSection', 'Training programs'),
          sectionText('testimonialsSection', 'Testimonials'),
          sectionText('howWeHelpSection', 'How can we help you'),
          sectionText('aboutSection', 'About us'),
          sectionText('newReleasesSection', 'New releases'),
          sectionText('freeVideosSection', 'Free videos'),
          sectionText('certificationsSection', 'Certifications'),
        ],
      },
      {
        label: 'How can we help you',
        fields: [
          {
            name: 'howWeHelp',
            label: 'Steps',
            type: 'array',
            maxRows: 6,
            fields: [...titleAndDescription(80, 500)],
          },
        ],
      },
      {
        label: 'Buttons and labels',
        fields: [
          {
            name: 'labels',
            type: 'group',
            fields: [
              labelField('exploreProgramsButton', 'Explore Our Programs'),
              labelField('startJourneyButton', 'Start Your Journey'),
              labelField('founderWelcomeLabel', 'A welcome from our founder'),
              labelField('viewAllProgramsButton', 'View All Programs'),
              labelField('moreAboutUsButton', 'More About Us'),
              labelField('exploreCertificationsButton', 'Explore Certifications'),
            ],
          },
        ],
      },
    ],
  },
])
