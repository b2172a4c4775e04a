'use client'

import { Picture } from './picture'
import { pictureProps, type PictureSpec } from './picture-props'

/**
 * A picture drawn from next/image's inputs where it is shown. A page's flight data repeats
 * every server-rendered element's attributes; a picture's are its srcset, five or six long
 * addresses of the same file, so it is handed what they are made from instead, and the
 * browser works them out again as the server did for the HTML.
 */
export function SizedPicture({
  spec,
  fill,
  className,
}: {
  spec: PictureSpec | null
  fill?: boolean
  className?: string
}) {
  return (
    <Picture
      picture={spec ? pictureProps(spec) : null}
      fill={fill ?? Boolean(spec?.fill)}
      className={className}
    />
  )
}
