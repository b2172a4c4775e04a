import { Readable } from 'node:stream'

import { requestedRange } from '@/lib/video-uploads/byte-range'
import { storedObjectName } from '@/lib/video-uploads/upload-key'
import { parseStoredVideoPath, type VideoExtension } from '@/lib/video-path'
import { videoStorage } from '@/server/storage'

const CONTENT_TYPES: Record<VideoExtension, string> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

const bodyOf = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream

/**
 * GET/HEAD /objects/videos/{key}.{ext}: a stored video, streamed from disk or the bucket,
 * with byte ranges (206) so players can seek. A stored file never changes under its name,
 * so browsers and CDNs may keep it for a year.
 */
export const serveStoredVideo = async (request: Request, file: string): Promise<Response> => {
  const video = parseStoredVideoPath(`/objects/videos/${file}`)
  if (!video) return notFound()
  const storage = videoStorage()
  const name = storedObjectName(video.id, video.ext)
  const info = await storage.stat(name)
  if (!info) return notFound()

  const headers = new Headers({
    'accept-ranges': 'bytes',
    'content-type': CONTENT_TYPES[video.ext],
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  })
  if (info.lastModified) headers.set('last-modified', info.lastModified.toUTCString())
  const wanted = requestedRange(request.headers.get('range'), info.size)
  const withBody = request.method !== 'HEAD'

  if (wanted.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${info.size}`)
    return new Response(null, { status: 416, headers })
  }
  if (wanted.kind === 'partial') {
    const { start, end } = wanted.range
    headers.set('content-range', `bytes ${start}-${end}/${info.size}`)
    headers.set('content-length', String(end - start + 1))
    const body = withBody ? bodyOf(await storage.read(name, wanted.range)) : null
    return new Response(body, { status: 206, headers })
  }
  headers.set('content-length', String(info.size))
  const body = withBody && info.size > 0 ? bodyOf(await storage.read(name)) : null
  return new Response(body, { status: 200, headers })
}
