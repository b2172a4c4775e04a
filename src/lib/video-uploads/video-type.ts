import { fileTypeFromBuffer } from 'file-type'

import { isVideoExtension, type VideoExtension } from '../video-path'

/** Bytes at the start of a file that are enough to recognise its format. */
export const SNIFF_BYTES = 4100

export type DetectedVideo = { ext: VideoExtension; mime: string }

/**
 * The video format of a file judged by its content, never by its name or the type the
 * browser claimed; null for anything the site does not play (text, images, MKV, ...).
 */
export const detectVideo = async (head: Uint8Array): Promise<DetectedVideo | null> => {
  const type = await fileTypeFromBuffer(head)
  if (!type || !type.mime.startsWith('video/') || !isVideoExtension(type.ext)) return null
  return { ext: type.ext, mime: type.mime }
}
