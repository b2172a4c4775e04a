'use client'

import { CmsImage } from '../ui/cms-image'
import type { MediaPicture } from '../ui/media-picture'

type Props = {
  title: string
  description: string
  image: MediaPicture | null
  headingLevel?: 'h3' | 'h2'
  /** The first card of a page that opens with the cards: its picture is the largest paint. */
  preload?: boolean
}

/**
 * A training program: picture, name and what participants gain. Drawn from its data in the
 * browser too: its elements and classes outweigh its words, and a server-drawn card would
 * travel twice, as HTML and again as the page's data.
 */
export function ProgramCard({
  title,
  description,
  image,
  headingLevel: Heading = 'h3',
  preload,
}: Props) {
  return (
    <article className="card transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/10]">
        <CmsImage
          media={image}
          fill
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          preload={preload}
          alt=""
        />
      </div>
      <div className="card-body">
        <Heading className="card-title">{title}</Heading>
        <p className="mt-3 text-slate-600">{description}</p>
      </div>
    </article>
  )
}
