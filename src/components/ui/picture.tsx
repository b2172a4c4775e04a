import type { ImgHTMLAttributes } from 'react'

export type PictureProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string }

// Free of server code, so a client component can draw pictures the server sized for it.
export function Picture({
  picture,
  fill,
  className,
}: {
  picture: PictureProps | null
  fill?: boolean
  className?: string
}) {
  if (!picture) {
    return (
      <span
        aria-hidden="true"
        className={`block bg-gradient-to-br from-navy-800 to-navy-950 ${fill ? 'absolute inset-0' : 'aspect-[16/10]'} ${className ?? ''}`}
      />
    )
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's <img>, sized on the server
  return <img {...picture} alt={picture.alt} />
}
