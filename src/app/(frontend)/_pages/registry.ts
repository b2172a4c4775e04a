import { homePage } from './home'
import type { PublicPage } from './public-page'

type Entry = { path: string; page: PublicPage }

/**
 * The public pages of the catch-all route by path (without the leading slash; '' is the home
 * page). Only the home page: every other page has a route of its own (see own-route.tsx), since
 * a page here would download the home page's carousel and video code, and the home page
 * every other page's.
 */
const ENTRIES: Entry[] = [{ path: '', page: homePage }]

/** Pages on routes of their own, for the sitemap (the registration page's aliases are rewrites). */
const OWN_ROUTE_PATHS = [
  '/about',
  '/programs',
  '/products',
  '/clients',
  '/privacy',
  '/certifications',
  '/contact',
  '/registration',
]

const BY_PATH = new Map(ENTRIES.map((entry) => [entry.path, entry.page]))

/** The page at a path of the catch-all route, or null for a path the site does not have. */
export const publicPageAt = (segments: string[] | undefined): PublicPage | null =>
  BY_PATH.get((segments ?? []).join('/')) ?? null

/** Each page's canonical address, for the sitemap. */
export const CANONICAL_PAGE_PATHS: string[] = [
  ...ENTRIES.map((entry) => `/${entry.path}`),
  ...OWN_ROUTE_PATHS,
]
