import { ownRoute } from '../../_pages/own-route'
import { programsPage } from '../../_pages/programs'

// On a route of its own so it ships only its own client code (see _pages/own-route.tsx).
// Next reads segment settings statically, so this literal repeats CONTENT_REVALIDATE_SECONDS.
export const revalidate = 10
export const dynamicParams = true

export function generateStaticParams(): Array<{ rest: string[] }> {
  return []
}

const route = ownRoute(programsPage)
export const generateMetadata = route.generateMetadata
export default route.Page
