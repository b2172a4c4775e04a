import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { galleryFilterOfSegment } from '@/lib/gallery/gallery-filter'

import { galleryMetadata, GalleryView } from '../gallery-view'

/**
 * /gallery and /gallery?category=Training, reached through src/proxy.ts, which turns the
 * category into this route's segment (`/gallery/training`; see
 * src/lib/gallery/gallery-filter.ts). Each category's page is rendered on its first request,
 * then served from Next's full-route cache until an editor changes a photo (cache tags).
 */
export function generateStaticParams(): Array<{ filter: string }> {
  return []
}

type Props = { params: Promise<{ filter: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filter = galleryFilterOfSegment((await params).filter)
  return filter
    ? galleryMetadata()
    : { title: { absolute: '404 Page Not Found' }, robots: { index: false } }
}

export default async function GalleryRoute({ params }: Props) {
  const filter = galleryFilterOfSegment((await params).filter)
  if (!filter) notFound()
  return (
    <PageMain>
      <GalleryView filter={filter} />
    </PageMain>
  )
}
