import type { PayloadRequest } from 'payload'

import { FILE_VERSION_PARAM } from '@/lib/http/versioned-file-url'
import { serveStoredFile } from '@/server/http/serve-stored-file'
import { mediaFiles } from '@/server/storage/media-files'

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

/**
 * How long a browser or CDN may use a media file without asking. A name alone does not
 * always change when content does: Payload rewrites an image and its sizes in place when an
 * editor crops it or moves its focal point, and a deleted image's name is free for the next
 * upload. So a bare name gets an hour, then is revalidated with the validators (a 304 costs
 * no body); the URLs the site and API hand out carry the document's version
 * (versionedFileUrl), which does change, and those are kept for a year.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'
export const VERSIONED_MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const refused = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * GET /api/media/file/{filename} for local disk and S3 alike, in place of Payload's own
 * (which sends no Cache-Control, no Last-Modified, and answers no conditional request): the
 * collection's first upload handler, after Payload's read access check. HEAD reaches it as a
 * GET whose body is dropped (src/server/http/rest-handlers.ts).
 */
export const serveMediaFile = async (
  req: PayloadRequest,
  { params }: { params: { filename: string } },
): Promise<Response> => {
  const { filename } = params
  // One file name: nothing that could address another folder or object.
  if (!filename || /[/\\]/.test(filename) || filename.startsWith('.')) return refused()
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase()
  const contentType = CONTENT_TYPES[extension]
  if (!contentType) return refused()
  const { store, keyOf } = mediaFiles()
  return serveStoredFile(
    { method: req.method ?? 'GET', headers: req.headers },
    {
      files: store,
      name: keyOf(filename),
      contentType,
      cacheControl: req.searchParams?.has(FILE_VERSION_PARAM)
        ? VERSIONED_MEDIA_CACHE_CONTROL
        : MEDIA_CACHE_CONTROL,
    },
  )
}
