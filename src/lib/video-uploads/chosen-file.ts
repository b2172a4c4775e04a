import { INVALID_VIDEO_TYPE } from '../validation/messages'
import { VIDEO_UPLOAD_LIMIT } from '../http/body-limits'
import { videoTooLarge } from './upload-limits'

/** What the browser knows of a chosen file before sending it. */
export type ChosenFile = { size: number; type: string }

/**
 * The spec's alert for a file the dashboard will not send (too large, not a video), or
 * null. The server checks the bytes themselves again; this only spares a pointless upload.
 */
export const refuseChosenFile = (file: ChosenFile): string | null => {
  if (!/^video\//i.test(file.type)) return INVALID_VIDEO_TYPE
  if (file.size > VIDEO_UPLOAD_LIMIT) return videoTooLarge()
  return null
}
