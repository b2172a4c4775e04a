import { getImageProps, type ImageProps } from 'next/image'

/**
 * What next/image renders, rendered on the server as a plain <img>: the same sized srcset,
 * lazy loading, fill styles and preload (see below), without the image component's client
 * JavaScript, which every page with a picture used to download (the JavaScript
 * budget). The one thing given up is removing the blurred placeholder once the picture has
 * loaded, so callers pass a placeholder only for opaque pictures, which cover it.
 */
export function ServerImage({ preload, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, preload })
  // No <link rel="preload"> of our own for the preloaded picture: React's server renderer
  // already puts one in the head for an eager <img> with fetchpriority="high", and only in the
  // HTML (ReactDOM.preload would travel in the page's data too, and a page that merely
  // prefetched this one would fetch the picture). Ours came out a second time in the body.
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps made next/image's <img>
    <img {...props} alt={rest.alt} fetchPriority={preload ? 'high' : props.fetchPriority} />
  )
}
