import { PageMain } from '@/components/site-shell/page-main'
import { PageNotFound } from '@/components/site-shell/page-not-found'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata'

export const metadata = NOT_FOUND_METADATA

export default function NotFound() {
  return (
    <PageMain>
      <PageNotFound />
    </PageMain>
  )
}
