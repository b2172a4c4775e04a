import { ServerImage } from './server-image'

import type { Media } from '@/payload-types'

type Props = {
  /** An upload field as read with depth 1; an id alone (not populated) draws the fallback. */
  media: number | Media | null | undefined
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
 * An image from the media library, sized as next/image sizes it but rendered on the server:
 * sized variants, lazy loading, the media's alt text, and for opaque pictures a blurred
 * placeholder while it loads. Width and height (or the filled box) keep the layout still.
 */
export function CmsImage({ media, sizes, preload, fill, className, alt }: Props) {
  if (!media || typeof media === 'number' || !media.url) {
    return (
      <span
        aria-hidden="true"
        className={`block bg-gradient-to-br from-navy-800 to-navy-950 ${fill ? 'absolute inset-0' : 'aspect-[16/10]'} ${className ?? ''}`}
      />
    )
  }
  const fixedWidth = fill ? fixedWidthOf(sizes) : null
  return (
    <ServerImage
      src={media.url}
      alt={alt ?? media.alt ?? ''}
      // Only opaque pictures have one (see blurPlaceholder): it stays behind the loaded picture.
      placeholder={media.blurDataUrl}
      preload={preload}
      className={className}
      fill={fill ? { x: media.focalX ?? 50, y: media.focalY ?? 50 } : undefined}
      {...(fixedWidth
        ? { width: fixedWidth, height: fixedWidth }
        : { width: media.width ?? 1600, height: media.height ?? 1000, sizes })}
    />
  )
}
