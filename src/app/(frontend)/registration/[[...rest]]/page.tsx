import { registrationRoute } from '../../_pages/registration-route'

// On a route of its own so only this page ships its form code (see _pages/own-route.tsx), and
// each edition's own address, /registration/{slug}, is on it too: rendered on its first
// request, then cached. Next reads segment settings statically, so this literal repeats
// CONTENT_REVALIDATE_SECONDS.
export const revalidate = 10
export const dynamicParams = true

export function generateStaticParams(): Array<{ rest: string[] }> {
  return []
}

export const generateMetadata = registrationRoute.generateMetadata
export default registrationRoute.Page
