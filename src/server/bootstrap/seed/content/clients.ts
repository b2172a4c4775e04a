import type { ClientSectorSeed } from './types'

export const CLIENT_SECTORS: ClientSectorSeed[] = [
  {
    name: 'Government Agencies & Ministries',
    description:
      'Leadership and communication programs for officers of federal ministries and government departments, from front-line supervisors to senior management.',
    image: {
      key: 'client-sector-government-ministries',
      label: 'Government Agencies & Ministries',
      caption: 'Federal ministries and departments',
      shape: 'landscape',
      alt: 'Government agencies and ministries served by the academy',
    },
    clients: [
      'Ministry of Education Malaysia',
      'Ministry of Health Malaysia',
      'Ministry of Rural and Regional Development',
      'Public Service Department of Malaysia (JPA)',
      'National Institute of Public Administration (INTAN)',
      'Royal Malaysian Customs Department',
    ],
  },
  {
    name: 'Higher Education Institutions',
    description:
      'Programs for deans, heads of department, lecturers and administrators of public and private universities across Malaysia.',
    image: {
      key: 'client-sector-higher-education',
      label: 'Higher Education Institutions',
      caption: 'Universities and colleges',
      shape: 'landscape',
      alt: 'Higher education institutions served by the academy',
    },
    clients: [
      'Universiti Malaya',
      'Universiti Kebangsaan Malaysia',
      'Universiti Putra Malaysia',
      'Universiti Teknologi MARA',
      'Universiti Sains Malaysia',
    ],
  },
  {
    name: 'Government Agencies, GLCs & Statutory Bodies',
    description:
      'Tailored leadership development for government-linked companies and statutory bodies that need leaders who deliver both public value and commercial results.',
    image: {
      key: 'client-sector-glc-statutory-bodies',
      label: 'Government Agencies, GLCs & Statutory Bodies',
      caption: 'Government-linked companies and agencies',
      shape: 'landscape',
      alt: 'Government-linked companies and statutory bodies served by the academy',
    },
    clients: [
      'Majlis Amanah Rakyat (MARA)',
      'Lembaga Tabung Haji',
      'Employees Provident Fund (KWSP)',
      'Tenaga Nasional Berhad',
      'Telekom Malaysia Berhad',
      'FELDA',
    ],
  },
  {
    name: 'International / Regional Clients',
    description:
      'Leadership programs delivered for public-sector and academic institutions in Southeast Asia, in English and Malay.',
    image: {
      key: 'client-sector-international-regional',
      label: 'International / Regional Clients',
      caption: 'Across Southeast Asia',
      shape: 'landscape',
      alt: 'International and regional clients served by the academy',
    },
    clients: [
      'Civil Service Institute, Brunei Darussalam',
      'Universiti Brunei Darussalam',
      'Universitas Gadjah Mada, Indonesia',
      'Prince of Songkla University, Thailand',
    ],
  },
  {
    name: 'Private Sector & Corporations',
    description:
      'In-house programs for listed companies, banks and family businesses building the next generation of managers and executives.',
    image: {
      key: 'client-sector-private-corporations',
      label: 'Private Sector & Corporations',
      caption: 'Companies, banks and family businesses',
      shape: 'landscape',
      alt: 'Private sector companies and corporations served by the academy',
    },
    clients: [
      'Maybank',
      'CIMB Group',
      'Sunway Group',
      'IOI Corporation Berhad',
      'Top Glove Corporation Berhad',
      'Mydin Mohamed Holdings Berhad',
    ],
  },
]
