import type { GalleryCategory } from '../gallery-categories'

/**
 * The gallery's filter (spec §2): All, then four categories, each chip with its count. A
 * photo of another category (Seminar, Ceremony…) is only under All. The chosen chip lives in
 * the address (`/gallery?category=Training`) so a filtered view can be shared and reloaded.
 */
export const GALLERY_FILTER_CATEGORIES = [
  'Training',
  'Workshop',
  'International',
  'Executive',
] as const satisfies readonly GalleryCategory[]

export type GalleryFilterCategory = (typeof GALLERY_FILTER_CATEGORIES)[number]

export type GalleryFilter = 'all' | GalleryFilterCategory

export const GALLERY_FILTERS: readonly GalleryFilter[] = ['all', ...GALLERY_FILTER_CATEGORIES]

/** `?category=` as a visitor may type it (any case); unknown or missing shows everything. */
export const galleryFilterFromQuery = (value: string | null): GalleryFilter =>
  GALLERY_FILTER_CATEGORIES.find((category) => category.toLowerCase() === value?.toLowerCase()) ??
  'all'

/** The public address of a filtered view. */
export const galleryHref = (filter: GalleryFilter): string =>
  filter === 'all' ? '/gallery' : `/gallery?category=${encodeURIComponent(filter)}`

export const inGalleryFilter = (category: string, filter: GalleryFilter): boolean =>
  filter === 'all' || category === filter

/** How many photos each chip shows. */
export const countByGalleryFilter = (
  items: ReadonlyArray<{ category: string }>,
): Record<GalleryFilter, number> =>
  Object.fromEntries(
    GALLERY_FILTERS.map((filter) => [
      filter,
      items.filter((item) => inGalleryFilter(item.category, filter)).length,
    ]),
  ) as Record<GalleryFilter, number>

/**
 * Like the blog (see blog/page-routes.ts), the filter reaches a cached page as a path
 * segment: src/proxy.ts rewrites `/gallery?category=Training` to `/gallery/training`, which
 * the route `src/app/(frontend)/gallery/[filter]` renders once per filter.
 */
export const galleryRoute = (filter: GalleryFilter): string => `/gallery/${filter.toLowerCase()}`

export const galleryPageRewrite = (pathname: string, search: URLSearchParams): string | null =>
  pathname === '/gallery' ? galleryRoute(galleryFilterFromQuery(search.get('category'))) : null

/** The filter of an internal path's segment, or null for a segment the route does not serve. */
export const galleryFilterOfSegment = (segment: string): GalleryFilter | null =>
  GALLERY_FILTERS.find((filter) => filter.toLowerCase() === segment) ?? null
