'use client'

import Image from 'next/image'
import type { RenderSlideProps } from 'yet-another-react-lightbox'

import type { GallerySlide } from './gallery-slide'

/** The title bar over the top of a slide: its padding and one line of the title. */
const TITLE_BAR_PX = 64
/** The description's bar at the foot: its padding, and per line (at most four are shown). */
const DESCRIPTION_PADDING_PX = 32
const DESCRIPTION_LINE_PX = 24
const DESCRIPTION_CHAR_PX = 8

/** How much of the slide's foot the description's bar takes at this width. */
const descriptionBarPx = (description: unknown, width: number) => {
  if (typeof description !== 'string' || !description) return 0
  const lines = Math.min(4, Math.ceil((description.length * DESCRIPTION_CHAR_PX) / width))
  return DESCRIPTION_PADDING_PX + lines * DESCRIPTION_LINE_PX
}

/**
 * A lightbox slide through next/image, sized to the box the lightbox gives it: the browser
 * fetches a variant fitting the screen (the pattern yet-another-react-lightbox documents
 * for Next.js), not the original file. The captions plugin lays its title and description
 * over the slide, so the photo is fitted between them rather than under them.
 */
export function LightboxImage({ slide, rect }: RenderSlideProps) {
  const photo = slide as GallerySlide
  if (!photo.width || !photo.height || !rect.width || !rect.height) return undefined
  const top = photo.title ? TITLE_BAR_PX : 0
  const bottom = descriptionBarPx(photo.description, rect.width)
  const room = Math.max(rect.height - top - bottom, rect.height / 2)
  const width = Math.round(Math.min(rect.width, (room / photo.height) * photo.width))
  const height = Math.round(Math.min(room, (rect.width / photo.width) * photo.height))
  return (
    // Clicks beside the photo reach the slide, which closes the lightbox on them.
    <div
      style={{
        width: rect.width,
        height: rect.height,
        paddingTop: top,
        paddingBottom: bottom,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <div style={{ position: 'relative', width, height, pointerEvents: 'auto' }}>
        <Image
          fill
          src={photo.src}
          alt={photo.alt}
          loading="eager"
          draggable={false}
          // The tiny picture itself, stretched, as in the grid (gallery-grid.tsx).
          placeholder={(photo.blurDataURL as `data:image/${string}` | undefined) ?? 'empty'}
          style={{ objectFit: 'contain' }}
          sizes={`${Math.ceil((width / window.innerWidth) * 100)}vw`}
        />
      </div>
    </div>
  )
}
