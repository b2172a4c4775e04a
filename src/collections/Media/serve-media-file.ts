import { FILE_VERSION_PARAM } from '@/lib/http/versioned-file-url'
import { uploadFileHandler } from '@/server/http/serve-upload-file'
import { mediaFiles } from '@/server/storage/media-files'

// Payload rewrites an image in place when it is cropped, and a deleted image's name is free for
// the next upload, so a bare name is revalidated after an hour; versioned URLs (versionedFileUrl)
// change with the document, so they are kept for a year.
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'
export const VERSIONED_MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

// Replaces Payload's own, which sends no Cache-Control or Last-Modified and answers no conditional
// request. HEAD reaches it as a GET whose body is dropped (src/server/http/rest-handlers.ts).
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
