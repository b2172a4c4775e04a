import { INVALID_VIDEO_TYPE } from '../validation/messages'
import { VIDEO_UPLOAD_LIMIT } from '../http/body-limits'
import { videoTooLarge } from './upload-limits'

export type ChosenFile = { size: number; type: string }

// The server checks the bytes again; this only spares a pointless upload.
export const refuseChosenFile = (file: ChosenFile): string | null => {
  if (!/^video\//i.test(file.type)) return INVALID_VIDEO_TYPE
  if (file.size > VIDEO_UPLOAD_LIMIT) return videoTooLarge()
  return null
}
