import type { GalleryPage } from '@/payload-types'

import texts from './page-texts.json' with { type: 'json' }

// Spec §2 wording where the spec gives it.

export const HOME_HERO = texts.homeHero

export const HOME_SECTION_TEXTS = texts.home

export const PAGE_TEXTS = texts.pages

/** The gallery page's texts; its figures come from the site's one list of statistics. */
export const GALLERY_PAGE_TEXTS: Omit<GalleryPage, 'id' | 'updatedAt' | 'createdAt'> = texts.gallery

export const SHARE_IMAGE = {
  key: 'share-image',
  label: 'Now Everyone Can Lead',
  caption: 'Leadership training & certification in Malaysia',
  shape: 'landscape' as const,
  kind: 'social' as const,
  alt: 'Malaysia Leadership Academy: Now Everyone Can Lead',
}
