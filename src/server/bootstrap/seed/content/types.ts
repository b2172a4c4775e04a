/** An image made at seed time (branded placeholder) and stored as media, for editors to replace. */
export type SeedImage = {
  /** Unique file stem, kebab-case, e.g. 'program-high-impact-communication'. */
  key: string
  /** The main text drawn on the image (short). On portraits, a person's name drawn as initials. */
  label: string
  /** Optional smaller second line. */
  caption?: string
  /** landscape 1600x1000, portrait 800x1000, square 1000x1000. */
  shape: 'landscape' | 'portrait' | 'square'
  /** Alt text for the media document. */
  alt: string
  /** 'map' draws a street map with a pin instead of the branded card. */
  kind?: 'card' | 'map'
}

export type ProgramSeed = { title: string; description: string; image: SeedImage }

export type TestimonialSeed = {
  quoteMalay: string
  quoteEnglish: string
  name: string
  position: string
  image: SeedImage
}

export type ProductSeed = {
  title: string
  subtitle: string
  description: string
  originalPrice: number
  price: number
  highlights: string[]
  link: string
  image: SeedImage
}

export type CertificationSeed = {
  title: string
  description: string
  inquiryProgram: string
  image: SeedImage
}

export type ClientSectorSeed = {
  name: string
  description: string
  image: SeedImage
  clients: string[]
}

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

export type GalleryItemSeed = {
  title: string
  category: GalleryCategory
  description: string
  image: SeedImage
}

export type FallbackVideoSeed = {
  title: string
  description: string
  videoPath: string
  image: SeedImage
}

export type BlogLocaleSeed = { title: string; excerpt: string; content: string }

export type BlogPostSeed = {
  slug: string
  tags: string[]
  publishedAt: string
  image: SeedImage
  en: BlogLocaleSeed
  ms: BlogLocaleSeed
}

export type StepSeed = { title: string; description: string }
