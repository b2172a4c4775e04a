import type { GalleryCategory } from '../gallery-categories'

// The chosen chip lives in the address so a filtered view can be shared and reloaded.
export const GALLERY_FILTER_CATEGORIES = [
  'Training',
  'Workshop',
  'International',
  'Executive',
] as const satisfies readonly GalleryCategory[]

export type GalleryFilterCategory = (typeof GALLERY_FILTER_CATEGORIES)[number]

export type GalleryFilter = 'all' | GalleryFilterCategory

export const GALLERY_FILTERS: readonly GalleryFilter[] = ['all', ...GALLERY_FILTER_CATEGORIES]

export const galleryFilterFromQuery = (value: string | null): GalleryFilter =>
  GALLERY_FILTER_CATEGORIES.find((category) => category.toLowerCase() === value?.toLowerCase()) ??
  'all'

export const galleryHref = (filter: GalleryFilter): string =>
  filter === 'all' ? '/gallery' : `/gallery?category=${encodeURIComponent(filter)}`

export const inGalleryFilter = (category: string, filter: GalleryFilter): boolean =>
  filter === 'all' || category === filter

export const countByGalleryFilter = (
  items: ReadonlyArray<{ category: string }>,
): Record<GalleryFilter, number> =>
  Object.fromEntries(
    GALLERY_FILTERS.map((filter) => [
      filter,
      items.filter((item) => inGalleryFilter(item.category, filter)).length,
    ]),
  ) as Record<GalleryFilter, number>

// Like the blog (blog/page-routes.ts), src/proxy.ts rewrites ?category= to a cached path segment.
export const galleryRoute = (filter: GalleryFilter): string => `/gallery/${filter.toLowerCase()}`

export const galleryPageRewrite = (pathname: string, search: URLSearchParams): string | null =>
  pathname === '/gallery' ? galleryRoute(galleryFilterFromQuery(search.get('category'))) : null

export const galleryFilterOfSegment = (segment: string): GalleryFilter | null =>
  GALLERY_FILTERS.find((filter) => filter.toLowerCase() === segment) ?? null
