import { BLOG_POSTS } from './blog-posts'
import { CERTIFICATIONS } from './certifications'
import { CLIENT_SECTORS } from './clients'
import { FALLBACK_VIDEOS } from './fallback-videos'
import { GALLERY_ITEMS } from './gallery'
import { SHARE_IMAGE } from './page-texts'
import { PRODUCTS } from './products'
import { PROGRAMS, SPECIALIZED_PROGRAMS } from './programs'
import { FOUNDER_PORTRAIT, OFFICE_MAP } from './site-images'
import { TESTIMONIALS } from './testimonials'
import type { SeedImage } from './types'

/** Every image the seed draws, each stored as media under `{key}.webp`. */
export const SEED_IMAGES: SeedImage[] = [
  FOUNDER_PORTRAIT,
  OFFICE_MAP,
  SHARE_IMAGE,
  ...[
    ...PROGRAMS,
    ...SPECIALIZED_PROGRAMS,
    ...TESTIMONIALS,
    ...PRODUCTS,
    ...CERTIFICATIONS,
    ...CLIENT_SECTORS,
    ...GALLERY_ITEMS,
    ...FALLBACK_VIDEOS,
    ...BLOG_POSTS,
  ].map((item) => item.image),
]
