import type { Metadata } from 'next'

import { RegistrationPage, registrationMetadata } from '@/components/registration/registration-page'
import { NotFoundInHtml } from '@/components/site-shell/not-found-in-html'
import { PageMain } from '@/components/site-shell/page-main'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata'
import { SLUG_PATTERN } from '@/lib/slug'

import { noStaticParams } from '../../rendered-on-first-request'

// Each edition's own address, /registration/{slug}, is on this route too.
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ rest?: string[] }> }

// null is `/registration`, undefined a 404. The page cache keeps no 404, so an address a visitor
// invents is never stored.
const slugOf = async ({ params }: Props): Promise<string | null | undefined> => {
  const rest = (await params).rest ?? []
  if (rest.length === 0) return null
  if (rest.length === 1 && SLUG_PATTERN.test(rest[0])) return rest[0]
  return undefined
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const slug = await slugOf(props)
  return slug === undefined ? NOT_FOUND_METADATA : registrationMetadata(slug)
}

export default async function RegistrationRoute(props: Props) {
  const slug = await slugOf(props)
  if (slug === undefined) return <NotFoundInHtml />
  return (
    <PageMain>
      <RegistrationPage slug={slug} />
    </PageMain>
  )
}
