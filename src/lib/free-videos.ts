import { isStoredVideoPath } from './video-path'
import { videoThumbnailKind, type VideoThumbnailKind } from './video-thumbnail'
import { parseYouTubeVideoId, youTubeWatchUrl } from './youtube'

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
  href: string | null
  thumbnail: { image: TImage } | { kind: VideoThumbnailKind }
}

// YouTube wins over a file (spec §3); only real YouTube or our storage paths, never `javascript:`.
export const videoHref = (youtubeUrl?: string | null, filePath?: string | null): string | null => {
  const youTubeId = youtubeUrl ? parseYouTubeVideoId(youtubeUrl) : null
  if (youTubeId) return youTubeWatchUrl(youTubeId)
  if (filePath && isStoredVideoPath(filePath)) return filePath
  return null
}

const describe = (text?: string | null): string => text?.trim() || DEFAULT_VIDEO_DESCRIPTION

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
