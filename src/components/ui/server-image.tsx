import { getImageProps, type ImageProps } from 'next/image'

/**
 * What next/image renders, rendered on the server as a plain <img>: the same sized srcset,
 * lazy loading, fill styles and preload, without the image component's client JavaScript,
 * which every page with a picture used to download (issue 12's JavaScript budget). The
 * one thing given up is removing the blurred placeholder once the picture has loaded, so
 * callers pass a placeholder only for opaque pictures, which cover it.
 */
export function ServerImage({ preload, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, preload })
  return (
    <>
      {preload ? (
        // The page's largest picture, fetched ahead of the rest. A <link> element (React puts
        // it in the head) rather than ReactDOM.preload: that would travel as a hint in the
        // page's data, and a page that merely prefetches this one would fetch the picture.
        <link
          rel="preload"
          as="image"
          imageSrcSet={props.srcSet}
          imageSizes={props.sizes}
          fetchPriority="high"
        />
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps made next/image's <img> */}
      <img {...props} alt={rest.alt} fetchPriority={preload ? 'high' : props.fetchPriority} />
    </>
  )
}
