import { parseYouTubeVideoId } from '@/lib/youtube'
import type { Video } from '@/payload-types'

/** What a video plays: its YouTube link wins over an uploaded file (spec §3). */
export type VideoSource =
  | { kind: 'youtube'; id: string; url: string }
  | { kind: 'file'; path: string; fileName: string }
  | { kind: 'none' }

export const sourceOf = (
  video: Pick<Video, 'youtubeUrl' | 'filePath' | 'fileName'>,
): VideoSource => {
  const youtubeId = video.youtubeUrl ? parseYouTubeVideoId(video.youtubeUrl) : null
  if (youtubeId && video.youtubeUrl)
    return { kind: 'youtube', id: youtubeId, url: video.youtubeUrl }
  if (video.filePath) {
    return { kind: 'file', path: video.filePath, fileName: video.fileName || video.filePath }
  }
  return { kind: 'none' }
}
