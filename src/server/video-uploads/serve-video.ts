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

// Never changes under its name: each upload gets a new random key and is moved there once; a
// re-upload to a used S3 link lands under `incoming/`, which is never served.
const FOREVER = 'public, max-age=31536000, immutable'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

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
