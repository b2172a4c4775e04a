/**
 * Every upload gets a random v4 UUID as its key: the incoming object is `incoming/{key}`
 * and the stored video `videos/{key}.{ext}`. The key is read back out of whatever address
 * the browser reports (our own upload link, or a presigned S3 URL).
 */
const UUID_V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'

const KEY_IN_PATH = new RegExp(`/(?:objects/uploads|incoming)/(${UUID_V4})$`)
const STORED_PATH = new RegExp(`^/objects/videos/(${UUID_V4})\\.[a-z0-9]+$`)

export const isUploadKey = (key: string): boolean => new RegExp(`^${UUID_V4}$`).test(key)

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
  const match = KEY_IN_PATH.exec(pathname) ?? STORED_PATH.exec(pathname)
  return match ? match[1] : null
}
