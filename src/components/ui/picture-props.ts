import { getImageProps, type ImageProps } from 'next/image'

import { densitySources } from '@/lib/media/density-sources'
import { srcsetWithinOriginal } from '@/lib/media/srcset-within-original'

import type { PictureProps } from './picture'

/** What a picture is drawn from: next/image's own inputs, plain data a client can be handed. */
export type PictureSpec = Omit<
  ImageProps,
  'fill' | 'placeholder' | 'blurDataURL' | 'style' | 'width' | 'height'
> & {
  /** The picture's own size (for a fixed-size one, the size it is shown at). */
  width: number
  height: number
  /** Fill the (positioned, sized) parent, cropped around this point (percent across, down). */
  fill?: { x: number; y: number }
  /** A tiny picture (a data URL) shown stretched behind the picture while it loads. */
  placeholder?: string | null
}

const CENTRE = { x: 50, y: 50 }

/**
 * What next/image renders for a picture, through its own getImageProps: the same sized
 * srcset, lazy loading and preload (see below), without the image component itself. The
 * styles next/image writes into every picture's style attribute are the stylesheet's
 * `.picture` and `.picture-fill` instead, so only what differs per picture (its placeholder,
 * a focal point off centre) is in the attribute. The placeholder is the tiny picture itself,
 * stretched: next/image's blur wraps it in an SVG filter, which the browser builds a document
 * for per picture before the first paint. It is never removed once the picture has loaded,
 * so callers pass one only for opaque pictures, which cover it. Widths beyond the original's
 * are left out of the srcset (srcset-within-original.ts), and a fixed-size picture's 2x
 * address is not written twice (density-sources.ts; a density srcset is never cut by width).
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
    // Not for a preloaded picture: the preload React writes for it lists the srcset alone, and
    // a browser preloading the 2x variant then fetched the 1x one for the picture as well.
    ...(preload ? sources : densitySources(sources)),
    alt: rest.alt,
    className: [fill ? 'picture-fill' : 'picture', className].filter(Boolean).join(' '),
    ...(Object.keys(style).length ? { style } : {}),
    // No <link rel="preload"> of our own for the preloaded picture: React's server renderer
    // already puts one in the head for an eager <img> with fetchpriority="high", and only in
    // the HTML (ReactDOM.preload would travel in the page's data too, and a page that merely
    // prefetched this one would fetch the picture). Ours came out a second time in the body.
    ...(preload ? { fetchPriority: 'high' as const } : {}),
  }
}
