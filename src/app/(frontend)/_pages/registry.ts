import { aboutPage } from './about'
import { clientsPage } from './clients'
import { homePage } from './home'
import { productsPage } from './products'
import { privacyPage } from './privacy'
import { programsPage } from './programs'
import type { PublicPage } from './public-page'

type Entry = { path: string; page: PublicPage }

/**
 * The public pages of the shared catch-all route by path (without the leading slash; '' is the
 * home page). The pages with forms have routes of their own (see own-route.tsx): importing
 * them here would send their form code to every page of this route.
 */
const ENTRIES: Entry[] = [
  { path: '', page: homePage },
  { path: 'about', page: aboutPage },
  { path: 'programs', page: programsPage },
  { path: 'products', page: productsPage },
  { path: 'clients', page: clientsPage },
  { path: 'privacy', page: privacyPage },
]

/** Pages on routes of their own, for the sitemap (the registration page's aliases are rewrites). */
const OWN_ROUTE_PATHS = ['/certifications', '/contact', '/registration']

const BY_PATH = new Map(ENTRIES.map((entry) => [entry.path, entry.page]))

/** The page at a path of the catch-all route, or null for a path the site does not have. */
export const publicPageAt = (segments: string[] | undefined): PublicPage | null =>
  BY_PATH.get((segments ?? []).join('/')) ?? null

/** Each page's canonical address, for the sitemap. */
export const CANONICAL_PAGE_PATHS: string[] = [
  ...ENTRIES.map((entry) => `/${entry.path}`),
  ...OWN_ROUTE_PATHS,
]
