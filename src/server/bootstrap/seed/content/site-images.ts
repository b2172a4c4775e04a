import type { SeedImage } from './types'

export const FOUNDER_PORTRAIT: SeedImage = {
  key: 'founder-portrait',
  label: 'Dr. Ahmad Faizal Rahman',
  shape: 'portrait',
  alt: 'Portrait of the academy’s founder',
}

export const OFFICE_MAP: SeedImage = {
  key: 'office-map',
  label: 'Menara Mutiara',
  caption: 'Petaling Jaya, Selangor',
  shape: 'landscape',
  kind: 'map',
  alt: 'Map showing the academy’s office in Petaling Jaya, Selangor',
}
