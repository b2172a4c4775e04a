'use client'

import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useRef, useState, type CSSProperties } from 'react'

import { galleryRowSpan } from '@/lib/gallery/gallery-rows'

import { useHydrated } from '../ui/use-hydrated'
import { toSlide, type GalleryPhotoData } from './gallery-slide'

const GalleryLightbox = dynamic(() => import('./gallery-lightbox'), { ssr: false })

// Each photo links to the picture itself, which works without scripts; with them it opens the
// lightbox, and focus returns to the photo last shown.
export function GalleryGrid({ photos }: { photos: GalleryPhotoData[] }) {
  // Mounted on the first opening, then kept, so it can animate out and hand focus back.
  const [lightbox, setLightbox] = useState<{ open: boolean; index: number } | null>(null)
  const viewed = useRef(0)
  const links = useRef<Array<HTMLAnchorElement | null>>([])
  const hydrated = useHydrated()

  return (
    <>
      <div className="gallery-frame">
        <ul className="gallery-grid">
          {photos.map((photo, i) => (
            <li
              key={photo.id}
              className="gallery-cell"
              style={{ '--photo-rows': galleryRowSpan(photo.width, photo.height) } as CSSProperties}
            >
              <a
                ref={(node) => {
                  links.current[i] = node
                }}
                href={photo.src}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  viewed.current = i
                  setLightbox({ open: true, index: i })
                }}
                // It opens the viewer once the page's scripts run; before, it opens the picture.
                aria-haspopup={hydrated ? 'dialog' : undefined}
                className="gallery-photo group"
              >
                <Image
                  src={photo.src}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  // The tiny picture stretched: next/image's 'blur' costs an SVG filter per photo.
                  placeholder={(photo.blurDataUrl as `data:image/${string}` | null) ?? 'empty'}
                  className="gallery-image"
                />
                <span className="gallery-caption">
                  <span className="font-semibold">{photo.title}</span>
                  <span className="gallery-category">{photo.category}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {lightbox ? (
        <GalleryLightbox
          open={lightbox.open}
          slides={photos.map(toSlide)}
          index={lightbox.index}
          onView={(index) => {
            viewed.current = index
          }}
          onClose={() => setLightbox({ open: false, index: viewed.current })}
          onExited={() => links.current[viewed.current]?.focus()}
        />
      ) : null}
    </>
  )
}
