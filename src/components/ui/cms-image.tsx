import { cmsPictureSpec, type MediaPicture, type PictureOptions } from './media-picture'
import { SizedPicture } from './sized-picture'

import type { Media } from '@/payload-types'

/** Without a picture, a navy stand-in of the same size. */
export function CmsImage({
  media,
  ...options
}: PictureOptions & { media: number | Media | MediaPicture | null | undefined }) {
  const spec = cmsPictureSpec(media, options)
  if (spec) return <SizedPicture spec={spec} />
  return <SizedPicture spec={null} fill={options.fill} className={options.className} />
}
