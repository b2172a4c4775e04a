import type { Metadata } from 'next'

/**
 * How the public pages stay out of the build, in one place. Next renders a static route at
 * build time, and these pages read the CMS, so every build would need the database. Each
 * page therefore sits on an optional catch-all segment (`about/[[...rest]]/page.tsx`, the
 * home page on `[[...path]]`) with no static params: Next renders it on its first request
 * and serves it from its full-route cache from then on (ISR, `revalidate`), and a page on a
 * route of its own ships only its own client code. Any deeper path is a 404, never a page.
 *
 * Each page file also declares, as literals Next reads without running the file:
 *   export const revalidate = 10       (CONTENT_REVALIDATE_SECONDS)
 *   export const dynamicParams = true
 */
export const noStaticParams = (): Array<Record<string, string[]>> => []

export type RootOnlyProps = { params: Promise<Record<string, string[] | undefined>> }

/** Whether the request is for a path below the page (the catch-all caught more than it). */
export const isBelowThePage = async (params: RootOnlyProps['params']): Promise<boolean> =>
  Object.values(await params).some((segments) => (segments?.length ?? 0) > 0)

// Next.js hands the browser the page's metadata, not the not-found boundary's, once the
// page has hydrated; so a path below a page declares the 404 title here too.
export const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false },
}
