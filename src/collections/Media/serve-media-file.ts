import { FILE_VERSION_PARAM } from '@/lib/http/versioned-file-url'
import { uploadFileHandler } from '@/server/http/serve-upload-file'
import { mediaFiles } from '@/server/storage/media-files'

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

/**
 * GET /api/media/file/{filename} in place of Payload's own (which sends no Cache-Control, no
 * Last-Modified, and answers no conditional request). HEAD reaches it as a GET whose body is
 * dropped (src/server/http/rest-handlers.ts).
 */
export const serveMediaFile = uploadFileHandler({
  folder: mediaFiles,
  contentTypes: {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    avif: 'image/avif',
    gif: 'image/gif',
  },
  cacheControl: (req) =>
    req.searchParams?.has(FILE_VERSION_PARAM) ? VERSIONED_MEDIA_CACHE_CONTROL : MEDIA_CACHE_CONTROL,
})
