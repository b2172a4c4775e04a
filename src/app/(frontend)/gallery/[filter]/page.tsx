import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { galleryFilterOfSegment } from '@/lib/gallery/gallery-filter'

import { galleryMetadata, GalleryView } from '../gallery-view'

// src/proxy.ts turns /gallery?category=Training into `/gallery/training`
// (src/lib/gallery/gallery-filter.ts), so each category's page comes from the full-route cache.
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
