import { aboutPage } from './about'
import { certificationsPage } from './certifications'
import { clientsPage } from './clients'
import { contactPage } from './contact'
import { homePage } from './home'
import { productsPage } from './products'
import { programsPage } from './programs'
import type { PublicPage } from './public-page'
import { registrationPage } from './registration'

/** The public pages by path (without the leading slash; '' is the home page). */
const PAGES: Record<string, PublicPage> = {
  '': homePage,
  about: aboutPage,
  programs: programsPage,
  products: productsPage,
  certifications: certificationsPage,
  clients: clientsPage,
  contact: contactPage,
  // The spec's four addresses of the registration form.
  registration: registrationPage,
  'advanced-strategic-leadership': registrationPage,
  'strategic-leadership': registrationPage,
  'asl-registration': registrationPage,
}

/** The page at a path of the catch-all route, or null for a path the site does not have. */
export const publicPageAt = (segments: string[] | undefined): PublicPage | null => {
  const path = (segments ?? []).join('/')
  return Object.hasOwn(PAGES, path) ? PAGES[path] : null
}
