import { storedObjectName } from '@/lib/video-uploads/upload-key'
import { parseStoredVideoPath, type VideoExtension } from '@/lib/video-path'
import { serveStoredFile } from '@/server/http/serve-stored-file'
import { videoStorage } from '@/server/storage'

const CONTENT_TYPES: Record<VideoExtension, string> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
}

/**
 * A stored video never changes under its name: every upload gets a new random key, and the
 * accepted file is moved to `videos/{key}.{ext}` once and never written again (a re-upload to
 * a used S3 link lands under `incoming/`, which is never served). Browsers and CDNs may keep
 * it for a year without asking again.
 */
const FOREVER = 'public, max-age=31536000, immutable'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** GET/HEAD /objects/videos/{key}.{ext}: a stored video, from disk or the bucket. */
export const serveStoredVideo = async (request: Request, file: string): Promise<Response> => {
  const video = parseStoredVideoPath(`/objects/videos/${file}`)
  if (!video) return notFound()
  return serveStoredFile(request, {
    files: videoStorage(),
    name: storedObjectName(video.id, video.ext),
    contentType: CONTENT_TYPES[video.ext],
    cacheControl: FOREVER,
  })
}
