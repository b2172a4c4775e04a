import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

import { PageMain } from './page-main'
import { PageNotFound } from './page-not-found'

function NotFoundHere(): never {
  notFound()
}

/**
 * A page's 404 answer, written into its HTML with the site's layout. Next.js answers a
 * notFound() thrown by the page itself with an empty error document that only its scripts fill
 * in (no layout, no `lang`, nothing without JavaScript). Thrown inside a Suspense boundary, the
 * layout renders around it, the boundary's fallback stands in the HTML and the status is still
 * 404; in the browser the not-found file's UI, the same as the fallback, takes its place.
 * The fallback is the page's main region, or only what goes in it where the caller is already
 * inside one.
 */
export function NotFoundInHtml({
  fallback = (
    <PageMain>
      <PageNotFound />
    </PageMain>
  ),
}: {
  fallback?: ReactNode
}) {
  return (
    <Suspense fallback={fallback}>
      <NotFoundHere />
    </Suspense>
  )
}
