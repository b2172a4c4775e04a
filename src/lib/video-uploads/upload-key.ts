/**
 * Every upload gets a random v4 UUID as its key: the incoming object is `incoming/{key}`
 * and the stored video `videos/{key}.{ext}`. The key is read back out of whatever address
 * the browser reports (our own upload link, or a presigned S3 URL).
 */
import { isUuidV4, parseStoredVideoPath, UUID_V4 } from '../video-path'

const KEY_IN_PATH = new RegExp(`/(?:objects/uploads|incoming)/(${UUID_V4})$`)

export const isUploadKey = isUuidV4

export const incomingObjectName = (key: string) => `incoming/${key}`

export const storedObjectName = (key: string, ext: string) => `videos/${key}.${ext}`

/** The upload key named by a raw upload address or an already normalized path, else null. */
export const uploadKeyFromRawPath = (rawPath: string): string | null => {
  let pathname: string
  try {
    pathname = new URL(rawPath, 'http://relative.invalid').pathname
  } catch {
    return null
  }
  return KEY_IN_PATH.exec(pathname)?.[1] ?? parseStoredVideoPath(pathname)?.id ?? null
}
