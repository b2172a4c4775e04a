import { getImageProps, type ImageProps } from 'next/image'

import { densitySources } from '@/lib/media/density-sources'
import { srcsetWithinOriginal } from '@/lib/media/srcset-within-original'

import type { PictureProps } from './picture'

/** next/image's own inputs as plain data, which a client component can be handed. */
export type PictureSpec = Omit<
  ImageProps,
  'fill' | 'placeholder' | 'blurDataURL' | 'style' | 'width' | 'height'
> & {
  /** The picture's own size (for a fixed-size one, the size it is shown at). */
  width: number
  height: number
  /** Fill the (positioned, sized) parent, cropped around this point (percent across, down). */
  fill?: { x: number; y: number }
  placeholder?: string | null // a tiny data URL, stretched behind the picture while it loads
}

const CENTRE = { x: 50, y: 50 }

/**
 * next/image's getImageProps without its component. Its fixed styles are the stylesheet's
 * `.picture` and `.picture-fill`, so the style attribute holds only what differs per picture.
 * The placeholder is the tiny picture stretched, not next/image's blur: an SVG filter the browser
 * builds a document for per picture before first paint. It stays once loaded, so pass one only
 * for opaque pictures.
 */
export const pictureProps = ({
  preload,
  fill,
  placeholder,
  className,
  ...rest
}: PictureSpec): PictureProps => {
  const {
    style: _style,
    className: _className,
    ...made
  } = getImageProps({
    ...rest,
    preload,
  }).props
  // Attributes next/image leaves unset are left out: React would send each as "$undefined".
  const props = Object.fromEntries(
    Object.entries(made).filter(([, value]) => value !== undefined),
  ) as typeof made
  const focus = fill ?? CENTRE
  const position = focus.x === 50 && focus.y === 50 ? null : `${focus.x}% ${focus.y}%`
  const style = {
    ...(placeholder ? { backgroundImage: `url(${placeholder})` } : {}),
    ...(position ? { objectPosition: position, backgroundPosition: position } : {}),
  }
  const sources = props.srcSet
    ? { src: props.src, srcSet: srcsetWithinOriginal(props.srcSet, rest.width) }
    : { src: props.src }
  return {
    ...props,
    // Not for a preloaded picture: React's preload lists the srcset alone, so a browser
    // preloading the 2x variant would fetch the 1x one for the picture as well.
    ...(preload ? sources : densitySources(sources)),
    alt: rest.alt,
    className: [fill ? 'picture-fill' : 'picture', className].filter(Boolean).join(' '),
    ...(Object.keys(style).length ? { style } : {}),
    // No <link rel="preload"> of our own: React's server renderer writes one in the head for an
    // eager <img> with fetchpriority="high", in the HTML only (ReactDOM.preload would also travel
    // in the page's data, so a page that merely prefetched this one would fetch the picture).
    ...(preload ? { fetchPriority: 'high' as const } : {}),
  }
}
