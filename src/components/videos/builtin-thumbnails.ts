import type { StaticImageData } from 'next/image'

import type { VideoThumbnailKind } from '@/lib/video-thumbnail'

import defaultThumbnail from '../../../public/images/video-thumbnails/default.webp'
import leadershipThumbnail from '../../../public/images/video-thumbnails/leadership.webp'
import strategyThumbnail from '../../../public/images/video-thumbnails/strategy.webp'
import teamThumbnail from '../../../public/images/video-thumbnails/team.webp'

/** The artwork a video without a picture of its own gets, by the keyword in its title. */
export const BUILTIN_VIDEO_THUMBNAILS: Record<VideoThumbnailKind, StaticImageData> = {
  leadership: leadershipThumbnail,
  strategy: strategyThumbnail,
  team: teamThumbnail,
  default: defaultThumbnail,
}
