import { CmsImage } from '@/components/ui/cms-image'
import { SizedPicture } from '@/components/ui/sized-picture'
import { defaultBlogImageIndex } from '@/lib/blog/default-image'
import type { Media } from '@/payload-types'

import { DEFAULT_BLOG_IMAGES } from './default-images'

type Props = {
  post: { id: number; image: Media | null }
  sizes: string
  preload?: boolean
  /** '' where the title next to it already says what the picture is about. */
  alt?: string
}

// A built-in image is chosen by a stable hash of the post id, so a post keeps the same picture.
export function BlogImage({ post, sizes, preload, alt }: Props) {
  const { id: postId, image } = post
  if (image?.url) return <CmsImage media={image} fill sizes={sizes} preload={preload} alt={alt} />
  const fallback = DEFAULT_BLOG_IMAGES[defaultBlogImageIndex(postId, DEFAULT_BLOG_IMAGES.length)]
  return (
    <SizedPicture
      spec={{
        src: fallback.src,
        width: fallback.width,
        height: fallback.height,
        alt: alt ?? '',
        fill: { x: 50, y: 50 },
        sizes,
        ...(preload ? { preload } : {}),
        placeholder: fallback.blurDataURL,
      }}
    />
  )
}
