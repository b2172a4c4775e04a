import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { SLUG_PATTERN } from '@/lib/slug'

import { RegistrationView, registrationMetadata } from './registration'

type Props = { params: Promise<{ rest?: string[] }> }

const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false },
}

/**
 * `/registration` and one edition's `/registration/{slug}` on the registration page's own
 * route (see own-route.tsx); anything deeper, or not shaped like an edition's slug, is a 404.
 * Unknown slugs are 404 too, and the page cache keeps no 404, so an address a visitor invents
 * is never stored.
 */
const slugOf = async ({ params }: Props): Promise<string | null | undefined> => {
  const rest = (await params).rest ?? []
  if (rest.length === 0) return null
  if (rest.length === 1 && SLUG_PATTERN.test(rest[0])) return rest[0]
  return undefined
}

export const registrationRoute = {
  generateMetadata: async (props: Props): Promise<Metadata> => {
    const slug = await slugOf(props)
    return slug === undefined ? NOT_FOUND_METADATA : registrationMetadata(slug)
  },
  Page: async (props: Props) => {
    const slug = await slugOf(props)
    if (slug === undefined) notFound()
    return (
      <PageMain>
        <RegistrationView slug={slug} />
      </PageMain>
    )
  },
}
