import type { PictureSpec } from './picture-props'

import type { Media } from '@/payload-types'

/**
 * What a picture needs of its media document. A client component is handed this, not the
 * document: the page's data carries every prop a client component gets.
 */
export type MediaPicture = {
  url: string
  alt?: string
  blurDataUrl?: string
  focalX?: number
  focalY?: number
  width?: number
  height?: number
}

type MediaLike = { [Field in keyof MediaPicture]?: MediaPicture[Field] | null }

// What is unset is left out: React would send each as "$undefined" to the client.
const withoutUnset = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null))

/** Null for an upload field that is empty or not populated (an id alone). */
export const mediaPicture = (media: number | Media | null | undefined): MediaPicture | null => {
  if (!media || typeof media === 'number' || !media.url) return null
  const { url, alt, blurDataUrl, focalX, focalY, width, height } = media
  return withoutUnset({ url, alt, blurDataUrl, focalX, focalY, width, height }) as MediaPicture
}

export type PictureOptions = {
  sizes: string
  /** The page's largest image above the fold: fetched first, never lazily. */
  preload?: boolean
  /** Fill the (positioned, sized) parent, cropped around the editor's focal point. */
  fill?: boolean
  className?: string
  /** Overrides the media's own alt text, e.g. '' where the image only decorates. */
  alt?: string
}

// A picture shown at one size everywhere (`sizes="64px"`) needs only 1x and 2x; given a
// length-only `sizes`, next/image would list every configured width.
const fixedWidthOf = (sizes: string): number | null => {
  const match = /^(\d+)px$/.exec(sizes.trim())
  return match ? Number(match[1]) : null
}

/** next/image's inputs for a media document's picture; null where there is none. */
export const cmsPictureSpec = (
  media: number | MediaLike | null | undefined,
  { sizes, preload, fill, className, alt }: PictureOptions,
): PictureSpec | null => {
  if (!media || typeof media === 'number' || !media.url) return null
  const fixedWidth = fill ? fixedWidthOf(sizes) : null
  const spec: PictureSpec = {
    src: media.url,
    alt: alt ?? media.alt ?? '',
    // Only opaque pictures have one (see blurPlaceholder): it stays behind the loaded picture.
    placeholder: media.blurDataUrl,
    preload,
    className,
    fill: fill ? { x: media.focalX ?? 50, y: media.focalY ?? 50 } : undefined,
    ...(fixedWidth
      ? { width: fixedWidth, height: fixedWidth }
      : { width: media.width ?? 1600, height: media.height ?? 1000, sizes }),
  }
  return withoutUnset(spec) as PictureSpec
}
