import { Picture, type PictureProps } from './picture'
import { serverPictureProps } from './server-image'

import type { Media } from '@/payload-types'

type Options = {
  /** Which width the image takes at each breakpoint, so the browser fetches a fitting size. */
  sizes: string
  /** The page's largest image above the fold: fetched first, never lazily. */
  preload?: boolean
  /** Fill the (positioned, sized) parent, cropped around the editor's focal point. */
  fill?: boolean
  className?: string
  /** Overrides the media's own alt text, e.g. '' where the image only decorates. */
  alt?: string
}

/**
 * The width of a picture shown at one size on every screen (an avatar: `sizes="64px"`).
 * For such a picture 1x and 2x are all a browser can use; given a length-only `sizes`,
 * next/image lists every configured width instead, which made each avatar weigh on the
 * home page twice (in its HTML and in its page data).
 */
const fixedWidthOf = (sizes: string): number | null => {
  const match = /^(\d+)px$/.exec(sizes.trim())
  return match ? Number(match[1]) : null
}

/**
 * The attributes of a picture from the media library, sized as next/image sizes it: sized
 * variants, lazy loading, the media's alt text, and for opaque pictures a blurred placeholder
 * while it loads. Null for an upload field that is empty or not populated (an id alone).
 */
export const cmsPictureProps = (
  media: number | Media | null | undefined,
  { sizes, preload, fill, className, alt }: Options,
): PictureProps | null => {
  if (!media || typeof media === 'number' || !media.url) return null
  const fixedWidth = fill ? fixedWidthOf(sizes) : null
  return serverPictureProps({
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
  })
}

/**
 * An image from the media library, rendered on the server (see cmsPictureProps). Width and
 * height (or the filled box) keep the layout still; without a picture, a navy stand-in.
 */
export function CmsImage({
  media,
  ...options
}: Options & { media: number | Media | null | undefined }) {
  return (
    <Picture
      picture={cmsPictureProps(media, options)}
      fill={options.fill}
      className={options.className}
    />
  )
}
