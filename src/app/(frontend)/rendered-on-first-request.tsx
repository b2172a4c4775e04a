import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache, type ReactNode } from 'react'

import { PageMain } from '@/components/site-shell/page-main'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata, type PageSeo } from '@/server/seo/page-metadata'

/**
 * How the public pages stay out of the build, in one place. Next renders a static route at
 * build time, and these pages read the CMS, so every build would need the database. Each
 * page therefore sits on an optional catch-all segment (`about/[[...rest]]/page.tsx`, the
 * home page on `[[...path]]`) with no static params: Next renders it on its first request
 * and serves it from its full-route cache from then on (ISR, `revalidate`), and a page on a
 * route of its own ships only its own client code. Any deeper path is a 404, never a page.
 *
 * Each page file exports the `generateStaticParams`, `generateMetadata` and `Page` made
 * here; the revalidation period comes from the layout.
 */
export const noStaticParams = (): Array<Record<string, string[]>> => []

export type RootOnlyProps = { params: Promise<Record<string, string[] | undefined>> }

/** Whether the request is for a path below the page (the catch-all caught more than it). */
const isBelowThePage = async (params: RootOnlyProps['params']): Promise<boolean> =>
  Object.values(await params).some((segments) => (segments?.length ?? 0) > 0)

// Next.js hands the browser the page's metadata, not the not-found boundary's, once the
// page has hydrated; so a path below a page declares the 404 title here too.
export const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false },
}

/** The CMS reads a page starts, by name. */
type Reads = Record<string, Promise<unknown>>
type ReadContent<R extends Reads> = { [Name in keyof R]: Awaited<R[Name]> }

const settle = async <R extends Reads>(reads: R): Promise<ReadContent<R>> =>
  Object.fromEntries(
    await Promise.all(Object.entries(reads).map(async ([name, read]) => [name, await read])),
  ) as ReadContent<R>

/** What every public page reads: the site's details and the texts of the pages. */
const readShared = () => ({ pages: getCachedGlobal('pages'), site: getCachedGlobal('site') })

type PageContent<R extends Reads> = ReadContent<ReturnType<typeof readShared> & R>

type PageParts<R extends Reads> = {
  /** What else the page reads from the CMS, once per render: metadata and body share it. */
  read?: () => R
  seo: (content: PageContent<R>) => Omit<PageSeo, 'path'>
  body: (content: PageContent<R>) => ReactNode
}

type HeroText = { heading: string; intro?: string | null }

/** Most pages are found by what their hero says: its heading and introduction. */
export const heroSeo = (
  hero: HeroText,
  image?: PageSeo['image'],
  descriptionWithoutIntro = '',
): Omit<PageSeo, 'path'> => ({
  title: hero.heading,
  description: hero.intro ?? descriptionWithoutIntro,
  image,
})

/**
 * A public page's `generateStaticParams`, `generateMetadata` and component from its path, what
 * it reads and how it shows it: the page answers its own path, and a 404 below it.
 */
export const pageRenderedOnFirstRequest = <R extends Reads = Record<never, never>>(
  /** The page's own address, which its canonical URL and share card name. */
  path: string,
  { read, seo, body }: PageParts<R>,
) => {
  // React's per-render cache: generateMetadata and the page run in the same render.
  const content = cache(() =>
    settle({ ...readShared(), ...read?.() } as ReturnType<typeof readShared> & R),
  )
  return {
    generateStaticParams: noStaticParams,
    generateMetadata: async ({ params }: RootOnlyProps): Promise<Metadata> =>
      (await isBelowThePage(params))
        ? NOT_FOUND_METADATA
        : pageMetadata({ path, ...seo(await content()) }),
    Page: async ({ params }: RootOnlyProps) => {
      if (await isBelowThePage(params)) notFound()
      return <PageMain>{body(await content())}</PageMain>
    },
  }
}
