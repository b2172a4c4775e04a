import type { GalleryCategory } from '@/lib/gallery-categories'

export type SeedImage = {
  /** Unique file stem, kebab-case, e.g. 'program-high-impact-communication'. */
  key: string
  /** What the image stands for (short): drawn as its initials (a person's, a title's). */
  label: string
  /** A second line, written only on a 'social' card (or a map's place). */
  caption?: string
  /** landscape 1600x1000, portrait 800x1000, square 1000x1000. */
  shape: 'landscape' | 'portrait' | 'square'
  alt: string
  /** 'card' (the default) a monogram; 'map' a street map with a pin; 'social' a share card. */
  kind?: 'card' | 'map' | 'social'
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

// The collection's own list, so a seeded item's category is always one of its options.
export { GALLERY_CATEGORIES, type GalleryCategory } from '@/lib/gallery-categories'

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
  tags: { en: string[]; ms: string[] }
  publishedAt: string
  image: SeedImage
  en: BlogLocaleSeed
  ms: BlogLocaleSeed
}

export type StepSeed = { title: string; description: string }
