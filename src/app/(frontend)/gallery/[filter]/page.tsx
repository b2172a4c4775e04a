import type { Metadata } from 'next'

import { NotFoundInHtml } from '@/components/site-shell/not-found-in-html'
import { PageMain } from '@/components/site-shell/page-main'
import { galleryFilterOfSegment } from '@/lib/gallery/gallery-filter'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata'

import { galleryMetadata, GalleryView } from '../gallery-view'

// src/proxy.ts turns /gallery?category=Training into `/gallery/training`
// (src/lib/gallery/gallery-filter.ts), so each category's page comes from the full-route cache.
export function generateStaticParams(): Array<{ filter: string }> {
  return []
}

type Props = { params: Promise<{ filter: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filter = galleryFilterOfSegment((await params).filter)
  return filter ? galleryMetadata() : NOT_FOUND_METADATA
}

export default async function GalleryRoute({ params }: Props) {
  const filter = galleryFilterOfSegment((await params).filter)
  if (!filter) return <NotFoundInHtml />
  return (
    <PageMain>
      <GalleryView filter={filter} />
    </PageMain>
  )
}
