/**
 * Every upload gets a random v4 UUID as its key: the incoming object is `incoming/{key}`
 * and the stored video `videos/{key}.{ext}`. The key is read back out of whatever address
 * the browser reports (our own upload link, or a presigned S3 URL).
 */
import { isUuidV4, parseStoredVideoPath, UUID_V4 } from '../video-path'

const KEY_IN_PATH = new RegExp(`/(?:objects/uploads|incoming)/(${UUID_V4})$`)

export const isUploadKey = isUuidV4

export const incomingObjectName = (key: string) => `incoming/${key}`

/**
 * Where normalize-path holds an upload while it checks it: out of reach of the upload link
 * (a presigned PUT names exactly `incoming/{key}`), so the bytes it checks are the bytes it
 * stores, however often the link is replayed meanwhile.
 */
export const heldObjectName = (key: string) => `incoming/${key}.checking`

/** Local disk writes an upload to `{name}.part` first and renames it when complete. */
const INCOMING_NAME = new RegExp(`^incoming/(${UUID_V4})(?:\\.checking|\\.part)?$`)

/** The upload key of an object under `incoming/` (as received, held or half-written), else null. */
export const incomingKeyOf = (name: string): string | null => INCOMING_NAME.exec(name)?.[1] ?? null

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
