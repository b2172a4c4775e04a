import type { Slide } from 'yet-another-react-lightbox'

/** A photo as the grid and the lightbox need it (plain data: it crosses to the browser). */
export type GalleryPhotoData = {
  id: number
  title: string
  category: string
  description: string | null
  src: string
  width: number
  height: number
  alt: string
  blurDataUrl: string | null
}

export type GallerySlide = Slide & {
  src: string
  width: number
  height: number
  alt: string
  blurDataURL?: string
}

export const toSlide = (photo: GalleryPhotoData): GallerySlide => ({
  src: photo.src,
  width: photo.width,
  height: photo.height,
  alt: photo.alt,
  title: photo.title,
  description: photo.description ?? undefined,
  ...(photo.blurDataUrl ? { blurDataURL: photo.blurDataUrl } : {}),
})
