import type { GalleryItemSeed } from './types'

/** Landscape and portrait mixed: the page is a masonry grid. */
export const GALLERY_ITEMS: GalleryItemSeed[] = [
  {
    title: 'Strategic Planning Workshop for Department Heads',
    category: 'Workshop',
    description:
      'Heads of department map out their three-year priorities during a hands-on strategic planning workshop in Putrajaya.',
    image: {
      key: 'gallery-strategic-planning-workshop-for-department-heads',
      label: 'Strategic Planning Workshop for Department Heads',
      caption: 'Workshop · Putrajaya',
      shape: 'landscape',
      alt: 'Heads of department map out their three-year priorities during a hands-on strategic planning workshop in Putrajaya',
    },
  },
  {
    title: 'Leadership Training for Front-Line Supervisors',
    category: 'Training',
    description:
      'Supervisors practise delegation and feedback techniques in small groups during a two-day leadership training.',
    image: {
      key: 'gallery-leadership-training-for-front-line-supervisors',
      label: 'Leadership Training for Front-Line Supervisors',
      caption: 'Training · Shah Alam',
      shape: 'portrait',
      alt: 'Supervisors practise delegation and feedback techniques in small groups during a two-day leadership training',
    },
  },
  {
    title: 'Advanced Strategic Leadership Cohort',
    category: 'Training',
    description:
      'Participants of the Certified Program in Advanced Strategic Leadership work through a case study together.',
    image: {
      key: 'gallery-advanced-strategic-leadership-cohort',
      label: 'Advanced Strategic Leadership Cohort',
      caption: 'Training · Kuala Lumpur',
      shape: 'landscape',
      alt: 'Participants of the Certified Program in Advanced Strategic Leadership work through a case study together',
    },
  },
  {
    title: 'Executive Roundtable on Public Sector Transformation',
    category: 'Executive',
    description:
      'Senior officers exchange ideas on leading transformation in the public service at an executive roundtable.',
    image: {
      key: 'gallery-executive-roundtable-on-public-sector-transformation',
      label: 'Executive Roundtable on Public Sector Transformation',
      caption: 'Executive · Putrajaya',
      shape: 'landscape',
      alt: 'Senior officers exchange ideas on leading transformation in the public service at an executive roundtable',
    },
  },
  {
    title: 'Coaching Skills Workshop',
    category: 'Workshop',
    description:
      'Managers pair up to practise structured coaching conversations using the GROW model.',
    image: {
      key: 'gallery-coaching-skills-workshop',
      label: 'Coaching Skills Workshop',
      caption: 'Workshop · Petaling Jaya',
      shape: 'portrait',
      alt: 'Managers pair up to practise structured coaching conversations using the GROW model',
    },
  },
  {
    title: 'Regional Leadership Program in Brunei',
    category: 'International',
    description:
      'A leadership development program delivered for civil servants in Bandar Seri Begawan, Brunei Darussalam.',
    image: {
      key: 'gallery-regional-leadership-program-in-brunei',
      label: 'Regional Leadership Program in Brunei',
      caption: 'International · Bandar Seri Begawan',
      shape: 'landscape',
      alt: 'A leadership development program delivered for civil servants in Bandar Seri Begawan, Brunei Darussalam',
    },
  },
  {
    title: 'Certificate Presentation Ceremony',
    category: 'Ceremony',
    description:
      'Graduates of the certified leadership program receive their certificates at the closing ceremony.',
    image: {
      key: 'gallery-certificate-presentation-ceremony',
      label: 'Certificate Presentation Ceremony',
      caption: 'Ceremony · Kuala Lumpur',
      shape: 'landscape',
      alt: 'Graduates of the certified leadership program receive their certificates at the closing ceremony',
    },
  },
  {
    title: 'Leadership Mindset Seminar',
    category: 'Seminar',
    description:
      'More than two hundred participants attend a seminar on building a growth mindset at work.',
    image: {
      key: 'gallery-leadership-mindset-seminar',
      label: 'Leadership Mindset Seminar',
      caption: 'Seminar · Kuala Lumpur',
      shape: 'landscape',
      alt: 'More than two hundred participants attend a seminar on building a growth mindset at work',
    },
  },
  {
    title: 'High Impact Communication Training',
    category: 'Training',
    description:
      'Participants deliver short presentations and receive feedback on clarity, structure and presence.',
    image: {
      key: 'gallery-high-impact-communication-training',
      label: 'High Impact Communication Training',
      caption: 'Training · Cyberjaya',
      shape: 'portrait',
      alt: 'Participants deliver short presentations and receive feedback on clarity, structure and presence',
    },
  },
  {
    title: 'Lead Like A CEO Executive Session',
    category: 'Executive',
    description:
      'Senior managers discuss enterprise-wide decision-making during the Lead Like A CEO program.',
    image: {
      key: 'gallery-lead-like-a-ceo-executive-session',
      label: 'Lead Like A CEO Executive Session',
      caption: 'Executive · Kuala Lumpur',
      shape: 'portrait',
      alt: 'Senior managers discuss enterprise-wide decision-making during the Lead Like A CEO program',
    },
  },
  {
    title: 'University Leadership Workshop',
    category: 'Workshop',
    description:
      'Deans and heads of department design a shared leadership charter for their faculty.',
    image: {
      key: 'gallery-university-leadership-workshop',
      label: 'University Leadership Workshop',
      caption: 'Workshop · Bangi',
      shape: 'landscape',
      alt: 'Deans and heads of department design a shared leadership charter for their faculty',
    },
  },
  {
    title: 'Academic Leadership Program in Indonesia',
    category: 'International',
    description:
      'Faculty leaders from an Indonesian university take part in a program on academic leadership and governance.',
    image: {
      key: 'gallery-academic-leadership-program-in-indonesia',
      label: 'Academic Leadership Program in Indonesia',
      caption: 'International · Yogyakarta',
      shape: 'portrait',
      alt: 'Faculty leaders from an Indonesian university take part in a program on academic leadership and governance',
    },
  },
  {
    title: 'Digital Product Launch',
    category: 'Launch',
    description:
      'The launch of the Rahsia Pemimpin Hebat Dalam 90 Hari digital program for leaders across Malaysia.',
    image: {
      key: 'gallery-digital-product-launch',
      label: 'Digital Product Launch',
      caption: 'Launch · Petaling Jaya',
      shape: 'landscape',
      alt: 'The launch of the Rahsia Pemimpin Hebat Dalam 90 Hari digital program for leaders across Malaysia',
    },
  },
  {
    title: 'Strategic Thinking Masterclass',
    category: 'Masterclass',
    description:
      'An intensive masterclass on strategic thinking tools for managers preparing for senior roles.',
    image: {
      key: 'gallery-strategic-thinking-masterclass',
      label: 'Strategic Thinking Masterclass',
      caption: 'Masterclass · Kuala Lumpur',
      shape: 'landscape',
      alt: 'An intensive masterclass on strategic thinking tools for managers preparing for senior roles',
    },
  },
  {
    title: 'Team Leadership Training for GLC Managers',
    category: 'Training',
    description:
      'Managers of a government-linked company learn to build accountability and trust within their teams.',
    image: {
      key: 'gallery-team-leadership-training-for-glc-managers',
      label: 'Team Leadership Training for GLC Managers',
      caption: 'Training · Kuala Lumpur',
      shape: 'landscape',
      alt: 'Managers of a government-linked company learn to build accountability and trust within their teams',
    },
  },
  {
    title: 'Program Participants Group Photo',
    category: 'Group',
    description:
      'Participants and facilitators gather for a group photo at the end of a three-day leadership program.',
    image: {
      key: 'gallery-program-participants-group-photo',
      label: 'Program Participants Group Photo',
      caption: 'Group · Melaka',
      shape: 'landscape',
      alt: 'Participants and facilitators gather for a group photo at the end of a three-day leadership program',
    },
  },
  {
    title: 'Radio Interview on Leadership',
    category: 'Media',
    description:
      "The academy's founder shares practical leadership tips with listeners in a radio interview.",
    image: {
      key: 'gallery-radio-interview-on-leadership',
      label: 'Radio Interview on Leadership',
      caption: 'Media · Kuala Lumpur',
      shape: 'portrait',
      alt: "The academy's founder shares practical leadership tips with listeners in a radio interview",
    },
  },
  {
    title: 'Problem-Solving Workshop for Team Leaders',
    category: 'Workshop',
    description:
      'Team leaders apply root-cause analysis to real workplace challenges in a collaborative workshop.',
    image: {
      key: 'gallery-problem-solving-workshop-for-team-leaders',
      label: 'Problem-Solving Workshop for Team Leaders',
      caption: 'Workshop · Johor Bahru',
      shape: 'portrait',
      alt: 'Team leaders apply root-cause analysis to real workplace challenges in a collaborative workshop',
    },
  },
  {
    title: 'Executive Coaching Session',
    category: 'Executive',
    description:
      'A one-to-one coaching session with a senior executive on leading organisational change.',
    image: {
      key: 'gallery-executive-coaching-session',
      label: 'Executive Coaching Session',
      caption: 'Executive · Petaling Jaya',
      shape: 'landscape',
      alt: 'A one-to-one coaching session with a senior executive on leading organisational change',
    },
  },
  {
    title: 'Public Sector Leadership Program in Thailand',
    category: 'International',
    description:
      'Regional participants explore leadership practices for public institutions in southern Thailand.',
    image: {
      key: 'gallery-public-sector-leadership-program-in-thailand',
      label: 'Public Sector Leadership Program in Thailand',
      caption: 'International · Hat Yai',
      shape: 'landscape',
      alt: 'Regional participants explore leadership practices for public institutions in southern Thailand',
    },
  },
  {
    title: 'Leadership Conference Keynote',
    category: 'Conference',
    description:
      'A keynote address on leading with purpose at a national human resource development conference.',
    image: {
      key: 'gallery-leadership-conference-keynote',
      label: 'Leadership Conference Keynote',
      caption: 'Conference · Kuala Lumpur',
      shape: 'landscape',
      alt: 'A keynote address on leading with purpose at a national human resource development conference',
    },
  },
  {
    title: 'Community Leadership Outreach',
    category: 'Community',
    description:
      'Youth leaders from the local community join a free session on confidence and teamwork.',
    image: {
      key: 'gallery-community-leadership-outreach',
      label: 'Community Leadership Outreach',
      caption: 'Community · Kuala Selangor',
      shape: 'portrait',
      alt: 'Youth leaders from the local community join a free session on confidence and teamwork',
    },
  },
  {
    title: 'Leaders Networking Evening',
    category: 'Networking',
    description:
      "Alumni and industry leaders connect and share experiences at the academy's networking evening.",
    image: {
      key: 'gallery-leaders-networking-evening',
      label: 'Leaders Networking Evening',
      caption: 'Networking · Kuala Lumpur',
      shape: 'landscape',
      alt: "Alumni and industry leaders connect and share experiences at the academy's networking evening",
    },
  },
  {
    title: 'Annual Alumni Recognition Ceremony',
    category: 'Ceremony',
    description: 'Outstanding alumni are recognised for leading change in their organisations.',
    image: {
      key: 'gallery-annual-alumni-recognition-ceremony',
      label: 'Annual Alumni Recognition Ceremony',
      caption: 'Ceremony · Putrajaya',
      shape: 'portrait',
      alt: 'Outstanding alumni are recognised for leading change in their organisations',
    },
  },
  {
    title: 'Women in Leadership Seminar',
    category: 'Seminar',
    description:
      'Women managers and officers discuss building influence and confidence as leaders.',
    image: {
      key: 'gallery-women-in-leadership-seminar',
      label: 'Women in Leadership Seminar',
      caption: 'Seminar · Petaling Jaya',
      shape: 'landscape',
      alt: 'Women managers and officers discuss building influence and confidence as leaders',
    },
  },
]
