'use client'

import Image from 'next/image'
import type { RenderSlideProps } from 'yet-another-react-lightbox'

import type { GallerySlide } from './gallery-slide'

const TITLE_BAR_PX = 64 // its padding and one line of the title
const DESCRIPTION_PADDING_PX = 32
const DESCRIPTION_LINE_PX = 24
const DESCRIPTION_CHAR_PX = 8

const descriptionBarPx = (description: unknown, width: number) => {
  if (typeof description !== 'string' || !description) return 0
  const lines = Math.min(4, Math.ceil((description.length * DESCRIPTION_CHAR_PX) / width))
  return DESCRIPTION_PADDING_PX + lines * DESCRIPTION_LINE_PX
}

// Sized to the box the lightbox gives (the library's documented Next.js pattern), so a variant
// fitting the screen is fetched, and fitted between the captions' title and description bars.
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
