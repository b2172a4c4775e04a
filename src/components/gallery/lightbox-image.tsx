'use client'

import Image from 'next/image'
import type { RenderSlideProps } from 'yet-another-react-lightbox'

import type { GallerySlide } from './gallery-slide'

/**
 * A lightbox slide through next/image, sized to the box the lightbox gives it: the browser
 * fetches a variant fitting the screen (the pattern yet-another-react-lightbox documents
 * for Next.js), not the original file.
 */
export function LightboxImage({ slide, rect }: RenderSlideProps) {
  const photo = slide as GallerySlide
  if (!photo.width || !photo.height || !rect.width || !rect.height) return undefined
  const width = Math.round(Math.min(rect.width, (rect.height / photo.height) * photo.width))
  const height = Math.round(Math.min(rect.height, (rect.width / photo.width) * photo.height))
  return (
    <div style={{ position: 'relative', width, height }}>
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
  )
}
