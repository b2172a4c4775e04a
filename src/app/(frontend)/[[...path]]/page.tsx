import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'

import { publicPageAt } from '../_pages/registry'

/**
 * The home page (and the 404 of any unknown path), served from Next's full-route cache (ISR).
 * An optional catch-all rather than app/page.tsx for one reason: Next renders a static route
 * at build time, which would make every build need the database, while a dynamic segment with
 * no static params is rendered on its first request and cached from then on. The other pages
 * have routes of their own in the same way (_pages/own-route.tsx). Editors' saves expire the
 * cache by tag; `revalidate` bounds how long other instances (and time-based states) can lag.
 */
// Next reads segment settings statically, so this literal repeats CONTENT_REVALIDATE_SECONDS.
export const revalidate = 10
export const dynamicParams = true

export function generateStaticParams(): Array<{ path: string[] }> {
  return []
}

type Props = { params: Promise<{ path?: string[] }> }

// Next.js hands the browser the page's metadata, not the not-found boundary's, once the
// page has hydrated; so unknown paths declare the 404 title here too.
const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false },
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = publicPageAt((await params).path)
  return page ? page.metadata() : NOT_FOUND_METADATA
}

export default async function PublicPageRoute({ params }: Props) {
  const page = publicPageAt((await params).path)
  if (!page) notFound()
  return <PageMain>{await page.render()}</PageMain>
}
