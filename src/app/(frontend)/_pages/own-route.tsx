import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'

import type { PublicPage } from './public-page'

type Props = { params: Promise<{ rest?: string[] }> }

const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false },
}

/**
 * A page on a route of its own (`{path}/[[...rest]]`), so the browser downloads its client
 * code (forms, carousels) only there: Next.js loads every client component a route can
 * render on every page of that route, and a shared catch-all sent each page's code to all. The optional `rest` segment
 * keeps the page rendered on its first request and then cached, like the catch-all (a
 * static route would be rendered at build time, which would need the database); any
 * deeper path is a 404.
 */
export const ownRoute = (page: PublicPage) => ({
  generateMetadata: async ({ params }: Props): Promise<Metadata> =>
    (await params).rest?.length ? NOT_FOUND_METADATA : page.metadata(),
  Page: async ({ params }: Props) => {
    if ((await params).rest?.length) notFound()
    return <PageMain>{await page.render()}</PageMain>
  },
})
