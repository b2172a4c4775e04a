// Found by seed key: a file staff upload in its place has its own name, not `{key}.webp`.

export type PlaceholderPlace =
  | { kind: 'global'; slug: string; label: string }
  | { kind: 'collection'; slug: 'gallery' | 'blog'; field: string; label: string }

const PLACES: Array<[prefix: string, place: PlaceholderPlace]> = [
  ['founder-portrait', { kind: 'global', slug: 'site', label: 'Site & contact details: founder' }],
  ['office-map', { kind: 'global', slug: 'site', label: 'Site & contact details: map' }],
  ['share-image', { kind: 'global', slug: 'site', label: 'Site & contact details: share image' }],
  ['program-', { kind: 'global', slug: 'programs', label: 'Programs' }],
  ['specialized-', { kind: 'global', slug: 'programs', label: 'Programs: specialized' }],
  ['testimonial-', { kind: 'global', slug: 'testimonials', label: 'Testimonials' }],
  ['product-', { kind: 'global', slug: 'products', label: 'Digital products' }],
  ['certification-', { kind: 'global', slug: 'certifications', label: 'Certifications' }],
  ['client-sector-', { kind: 'global', slug: 'clients', label: 'Clients' }],
  ['video-', { kind: 'global', slug: 'free-videos', label: 'Free videos' }],
  ['gallery-', { kind: 'collection', slug: 'gallery', field: 'image', label: 'Gallery' }],
  ['blog-', { kind: 'collection', slug: 'blog', field: 'featuredImage', label: 'Blog post' }],
]

export const placeholderPlace = (key: string): PlaceholderPlace | null =>
  PLACES.find(([prefix]) => key === prefix || key.startsWith(prefix))?.[1] ?? null

export const seedKeyOf = (filename: string | null | undefined, keys: ReadonlySet<string>) => {
  const match = /^(.+?)(?:-\d+)?\.webp$/.exec(filename ?? '')
  return match && keys.has(match[1]) ? match[1] : null
}
