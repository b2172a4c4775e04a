import { fileTypeFromBuffer } from 'file-type'

import { isVideoExtension, type VideoExtension } from '../video-path'

export const SNIFF_BYTES = 4100

export type DetectedVideo = { ext: VideoExtension; mime: string }

// Judged by content, never by the name or the type the browser claimed.
export const detectVideo = async (head: Uint8Array): Promise<DetectedVideo | null> => {
  const type = await fileTypeFromBuffer(head)
  if (!type || !type.mime.startsWith('video/') || !isVideoExtension(type.ext)) return null
  return { ext: type.ext, mime: type.mime }
}
