import { contentGlobal } from '../content-global'

/** The home page's own texts; its other sections read the shared globals. */
export const Home = contentGlobal('home', 'Home page', [
  { name: 'heroHeadline', type: 'text', required: true, maxLength: 120 },
  { name: 'heroWelcome', type: 'textarea', required: true, maxLength: 800 },
  {
    name: 'howWeHelp',
    label: 'How can we help you',
    type: 'array',
    maxRows: 6,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 80 },
      { name: 'description', type: 'textarea', required: true, maxLength: 500 },
    ],
  },
])
