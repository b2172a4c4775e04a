'use client'

import { Picture } from './picture'
import { pictureProps, type PictureSpec } from './picture-props'

// The flight data repeats every server-rendered element's attributes, and a srcset is several
// long addresses, so the picture is handed its inputs and worked out again in the browser.
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
