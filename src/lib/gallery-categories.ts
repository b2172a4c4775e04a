export const GALLERY_CATEGORIES = [
  'Workshop',
  'Training',
  'Seminar',
  'Executive',
  'Ceremony',
  'Launch',
  'Masterclass',
  'Group',
  'Media',
  'International',
  'Conference',
  'Community',
  'Networking',
] as const

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]
