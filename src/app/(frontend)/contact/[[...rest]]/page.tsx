import { contactPage } from '../../_pages/contact'
import { ownRoute } from '../../_pages/own-route'

// On a route of its own so only this page ships its form code (see _pages/own-route.tsx).
// Next reads segment settings statically, so this literal repeats CONTENT_REVALIDATE_SECONDS.
export const revalidate = 10
export const dynamicParams = true

export function generateStaticParams(): Array<{ rest: string[] }> {
  return []
}

const route = ownRoute(contactPage)
export const generateMetadata = route.generateMetadata
export default route.Page
