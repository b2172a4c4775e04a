// Only this exact shape, so a video record can never point at another site or escape the folder.

export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'm4v', 'ogv'] as const

export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number]

const VIDEO_PREFIX = '/objects/videos/'

export const UUID_V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'

const UUID_PATTERN = new RegExp(`^${UUID_V4}$`)

const STORED_PATH_PATTERN = new RegExp(
  `^${VIDEO_PREFIX}(${UUID_V4})\\.(${VIDEO_EXTENSIONS.join('|')})$`,
)

export const isUuidV4 = (value: string): boolean => UUID_PATTERN.test(value)

export const isVideoExtension = (ext: string): ext is VideoExtension =>
  (VIDEO_EXTENSIONS as readonly string[]).includes(ext)

export const parseStoredVideoPath = (path: string): { id: string; ext: VideoExtension } | null => {
  const match = STORED_PATH_PATTERN.exec(path)
  if (!match) return null
  return { id: match[1], ext: match[2] as VideoExtension }
}

export const isStoredVideoPath = (path: string): boolean => parseStoredVideoPath(path) !== null

export const storedVideoPath = (id: string, ext: string): string => {
  const cleanId = id.toLowerCase()
  const cleanExt = ext.replace(/^\./, '').toLowerCase()
  if (!UUID_PATTERN.test(cleanId)) throw new Error(`Not a v4 UUID: "${id}"`)
  if (!isVideoExtension(cleanExt)) throw new Error(`Not a supported video extension: "${ext}"`)
  return `${VIDEO_PREFIX}${cleanId}.${cleanExt}`
}
