'use client'

import { Award } from '@/components/ui/icons'

import { CmsImage } from '../ui/cms-image'
import type { MediaPicture } from '../ui/media-picture'

// Three cards a row on large screens, two on tablets, one on phones.
const IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

/** What a certification card is handed: its data is all the page carries of the card. */
export type CertificationCardData = {
  title: string
  description: string
  image: MediaPicture | null
}

/**
 * One certified program: its picture, name and what it covers. Drawn from its data in the
 * browser too: its elements and classes outweigh its words, and a server-drawn card would
 * travel twice, as HTML and again as the page's data.
 */
export function CertificationCard({
  item,
  headingLevel: Heading = 'h3',
}: {
  item: CertificationCardData
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <article className="card">
      <div className="relative aspect-[16/10]">
        <CmsImage media={item.image} fill sizes={IMAGE_SIZES} />
      </div>
      <div className="card-body">
        <p className="card-kicker">
          <Award aria-hidden="true" className="size-4" />
          Certified program
        </p>
        <Heading className="card-title mt-2">{item.title}</Heading>
        <p className="mt-3 text-slate-600">{item.description}</p>
      </div>
    </article>
  )
}
