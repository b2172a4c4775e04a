import type { Metadata } from 'next'
import { cache, type ReactNode } from 'react'

import { NotFoundInHtml } from '@/components/site-shell/not-found-in-html'
import { PageMain } from '@/components/site-shell/page-main'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata, type PageSeo } from '@/server/seo/page-metadata'

// Public pages read the CMS, so to keep the database out of the build each sits on an optional
// catch-all with no static params: Next renders it on first request, then serves it from its
// full-route cache (ISR). A deeper path is a 404.
export const noStaticParams = (): Array<Record<string, string[]>> => []

export type RootOnlyProps = { params: Promise<Record<string, string[] | undefined>> }

const isBelowThePage = async (params: RootOnlyProps['params']): Promise<boolean> =>
  Object.values(await params).some((segments) => (segments?.length ?? 0) > 0)

type Reads = Record<string, Promise<unknown>>
type ReadContent<R extends Reads> = { [Name in keyof R]: Awaited<R[Name]> }

const settle = async <R extends Reads>(reads: R): Promise<ReadContent<R>> =>
  Object.fromEntries(
    await Promise.all(Object.entries(reads).map(async ([name, read]) => [name, await read])),
  ) as ReadContent<R>

const readShared = () => ({ pages: getCachedGlobal('pages'), site: getCachedGlobal('site') })

type PageContent<R extends Reads> = ReadContent<ReturnType<typeof readShared> & R>

type PageParts<R extends Reads> = {
  read?: () => R
  seo: (content: PageContent<R>) => Omit<PageSeo, 'path'>
  body: (content: PageContent<R>) => ReactNode
}

type HeroText = { heading: string; intro?: string | null }

export const heroSeo = (
  hero: HeroText,
  image?: PageSeo['image'],
  descriptionWithoutIntro = '',
): Omit<PageSeo, 'path'> => ({
  title: hero.heading,
  description: hero.intro ?? descriptionWithoutIntro,
  image,
})

export const pageRenderedOnFirstRequest = <R extends Reads = Record<never, never>>(
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
      if (await isBelowThePage(params)) return <NotFoundInHtml />
      return <PageMain>{body(await content())}</PageMain>
    },
  }
}
