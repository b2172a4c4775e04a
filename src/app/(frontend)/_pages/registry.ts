import { aboutPage } from './about'
import { certificationsPage } from './certifications'
import { clientsPage } from './clients'
import { contactPage } from './contact'
import { homePage } from './home'
import { productsPage } from './products'
import { privacyPage } from './privacy'
import { programsPage } from './programs'
import type { PublicPage } from './public-page'
import { registrationPage } from './registration'

type Entry = { path: string; page: PublicPage; aliases?: string[] }

/** The public pages by path (without the leading slash; '' is the home page). */
const ENTRIES: Entry[] = [
  { path: '', page: homePage },
  { path: 'about', page: aboutPage },
  { path: 'programs', page: programsPage },
  { path: 'products', page: productsPage },
  { path: 'certifications', page: certificationsPage },
  { path: 'clients', page: clientsPage },
  { path: 'contact', page: contactPage },
  // The spec's four addresses of the registration form; the first is canonical.
  {
    path: 'registration',
    page: registrationPage,
    aliases: ['advanced-strategic-leadership', 'strategic-leadership', 'asl-registration'],
  },
  { path: 'privacy', page: privacyPage },
]

const BY_PATH = new Map(
  ENTRIES.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path) => [path, entry.page]),
  ),
)

/** The page at a path of the catch-all route, or null for a path the site does not have. */
export const publicPageAt = (segments: string[] | undefined): PublicPage | null =>
  BY_PATH.get((segments ?? []).join('/')) ?? null

/** Each page's canonical address, for the sitemap. */
export const CANONICAL_PAGE_PATHS: string[] = ENTRIES.map((entry) => `/${entry.path}`)
