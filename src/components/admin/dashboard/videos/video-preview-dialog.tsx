'use client'

import { youTubeEmbedUrl } from '@/lib/youtube'
import type { Video } from '@/payload-types'

import { Dialog } from '../ui/dialog'
import { sourceOf } from './video-source'

type Props = {
  video: Video | null
  onClose: () => void
}

/** Plays a video as visitors would see it: the uploaded file, or YouTube's player. */
export const VideoPreviewDialog = ({ video, onClose }: Props) => {
  const source = video ? sourceOf(video) : null
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={video ? `Preview: ${video.title}` : ''}
      wide
    >
      {source?.kind === 'file' && (
        <video
          className="dash-player"
          data-testid="video-preview"
          src={source.path}
          controls
          preload="metadata"
        />
      )}
      {source?.kind === 'youtube' && (
        <iframe
          className="dash-player"
          src={youTubeEmbedUrl(source.id)}
          title={video?.title ?? 'YouTube video'}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      )}
      {source?.kind === 'none' && <p>This video has no file or link to play.</p>}
    </Dialog>
  )
}
