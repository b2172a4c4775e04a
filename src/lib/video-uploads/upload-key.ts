import { isUuidV4, parseStoredVideoPath, UUID_V4 } from '../video-path'

const KEY_IN_PATH = new RegExp(`/(?:objects/uploads|incoming)/(${UUID_V4})$`)

export const isUploadKey = isUuidV4

export const incomingObjectName = (key: string) => `incoming/${key}`

// Out of reach of the upload link (a presigned PUT names exactly `incoming/{key}`), so the bytes
// checked are the bytes stored, however often the link is replayed.
export const heldObjectName = (key: string) => `incoming/${key}.checking`

// Local disk writes an upload to `{name}.part` first and renames it when complete.
const INCOMING_NAME = new RegExp(`^incoming/(${UUID_V4})(?:\\.checking|\\.part)?$`)

export const incomingKeyOf = (name: string): string | null => INCOMING_NAME.exec(name)?.[1] ?? null

export const storedObjectName = (key: string, ext: string) => `videos/${key}.${ext}`

export const uploadKeyFromRawPath = (rawPath: string): string | null => {
  let pathname: string
  try {
    pathname = new URL(rawPath, 'http://relative.invalid').pathname
  } catch {
    return null
  }
  return KEY_IN_PATH.exec(pathname)?.[1] ?? parseStoredVideoPath(pathname)?.id ?? null
}
