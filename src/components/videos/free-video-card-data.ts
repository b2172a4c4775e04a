import type { FreeVideoCard } from '@/lib/free-videos'
import type { Media } from '@/payload-types'

import { mediaPicture } from '../ui/media-picture'
import { BUILTIN_VIDEO_THUMBNAILS } from './builtin-thumbnails'
import type { FreeVideoCardData } from './free-video-card'

/** A video card's data, its picture the video's own or the built-in artwork for its kind. */
export const freeVideoCardData = ({
  title,
  description,
  href,
  thumbnail,
}: FreeVideoCard<Media | number>): FreeVideoCardData => {
  if ('image' in thumbnail) {
    return { title, description, href, thumbnail: mediaPicture(thumbnail.image) }
  }
  const artwork = BUILTIN_VIDEO_THUMBNAILS[thumbnail.kind]
  return {
    title,
    description,
    href,
    thumbnail: {
      url: artwork.src,
      width: artwork.width,
      height: artwork.height,
      ...(artwork.blurDataURL ? { blurDataUrl: artwork.blurDataURL } : {}),
    },
  }
}
