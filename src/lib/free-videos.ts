import { isStoredVideoPath } from './video-path'
import { videoThumbnailKind, type VideoThumbnailKind } from './video-thumbnail'
import { parseYouTubeVideoId, youTubeWatchUrl } from './youtube'

/** How many free videos the home page shows. */
export const FREE_VIDEO_SLOTS = 3

export const DEFAULT_VIDEO_DESCRIPTION = 'Watch this video to learn more'

export type ActiveVideo = {
  id: number | string
  title: string
  description?: string | null
  youtubeUrl?: string | null
  filePath?: string | null
}

export type FallbackVideo<TImage> = {
  title: string
  description?: string | null
  videoPath?: string | null
  image?: TImage | null
}

export type FreeVideoCard<TImage> = {
  key: string
  title: string
  description: string
  /** Opened in a new tab; null when there is nothing to watch yet. */
  href: string | null
  /** The video's own picture (fallback samples) or the built-in artwork its title picks. */
  thumbnail: { image: TImage } | { kind: VideoThumbnailKind }
}

/**
 * Where a click takes the visitor: a YouTube link wins over an uploaded file (spec §3). Only
 * a real YouTube address or a path our storage issued becomes a link, so nothing an editor
 * types can turn into a `javascript:` or foreign link on the site.
 */
export const videoHref = (youtubeUrl?: string | null, filePath?: string | null): string | null => {
  const youTubeId = youtubeUrl ? parseYouTubeVideoId(youtubeUrl) : null
  if (youTubeId) return youTubeWatchUrl(youTubeId)
  if (filePath && isStoredVideoPath(filePath)) return filePath
  return null
}

const describe = (text?: string | null): string => text?.trim() || DEFAULT_VIDEO_DESCRIPTION

/** The three cards of Free Videos: the newest active videos, else the built-in samples. */
export const freeVideoCards = <TImage>(
  active: ActiveVideo[],
  fallback: FallbackVideo<TImage>[],
): FreeVideoCard<TImage>[] => {
  if (active.length > 0) {
    return active.slice(0, FREE_VIDEO_SLOTS).map((video) => ({
      key: `video-${video.id}`,
      title: video.title,
      description: describe(video.description),
      href: videoHref(video.youtubeUrl, video.filePath),
      thumbnail: { kind: videoThumbnailKind(video.title) },
    }))
  }
  return fallback.slice(0, FREE_VIDEO_SLOTS).map((sample, i) => ({
    key: `sample-${i}`,
    title: sample.title,
    description: describe(sample.description),
    // A sample's path may be a YouTube link or an uploaded file alike.
    href: videoHref(sample.videoPath, sample.videoPath),
    thumbnail: sample.image ? { image: sample.image } : { kind: videoThumbnailKind(sample.title) },
  }))
}
