import type { Payload } from 'payload'

import { VIDEO_UPLOAD_LIMIT } from '@/lib/http/body-limits'
import {
  heldObjectName,
  incomingObjectName,
  storedObjectName,
  uploadKeyFromRawPath,
} from '@/lib/video-uploads/upload-key'
import {
  videoTooLarge,
  NOT_OUR_UPLOAD,
  UPLOAD_NOT_RECEIVED,
} from '@/lib/video-uploads/upload-limits'
import { INVALID_VIDEO_TYPE } from '@/lib/validation/messages'
import { detectVideo, SNIFF_BYTES } from '@/lib/video-uploads/video-type'
import { storedVideoPath } from '@/lib/video-path'
import { videoStorage } from '@/server/storage'
import type { StoredObject, VideoStorage } from '@/server/storage/video-storage'

import { claimUpload, dropUpload, findUpload, updateUpload } from './upload-records'
import { UploadRefused } from './upload-refused'

const readHead = async (storage: VideoStorage, name: string, size: number): Promise<Buffer> => {
  const chunks: Buffer[] = []
  const stream = await storage.read(name, { start: 0, end: Math.min(SNIFF_BYTES, size) - 1 })
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

// Moved out of the link's reach before anything is checked: a presigned S3 PUT can be replayed
// until it expires, so a replay could slip in between checking `incoming/{key}` and copying it.
const holdUpload = async (storage: VideoStorage, key: string): Promise<StoredObject | null> => {
  const held = heldObjectName(key)
  const alreadyHeld = await storage.stat(held)
  if (alreadyHeld) return alreadyHeld
  if (!(await storage.stat(incomingObjectName(key)))) return null
  await storage.move(incomingObjectName(key), held)
  return storage.stat(held)
}

// The one place the size limit and the video-type check hold for both back ends, whatever the
// browser did. Accepting again returns the same path and touches nothing.
export const acceptUpload = async (payload: Payload, rawPath: string): Promise<string> => {
  const key = uploadKeyFromRawPath(rawPath)
  const upload = key && (await findUpload(payload, key))
  if (!key || !upload) throw new UploadRefused(404, NOT_OUR_UPLOAD)
  if (upload.status === 'stored' && upload.storedPath) return upload.storedPath

  const claimed = await claimUpload(payload, key, ['issued', 'received'], 'checking')
  if (!claimed) throw new UploadRefused(409, UPLOAD_NOT_RECEIVED)

  const storage = videoStorage()
  const held = heldObjectName(key)
  const refuse = async (status: number, message: string): Promise<never> => {
    await storage.remove(held)
    await storage.remove(incomingObjectName(key))
    await dropUpload(payload, claimed.id)
    throw new UploadRefused(status, message)
  }
  try {
    const info = await holdUpload(storage, key)
    if (!info) {
      // Still on its way to the bucket (or never sent): the link stays usable until it expires.
      await updateUpload(payload, claimed.id, { status: upload.status })
      throw new UploadRefused(409, UPLOAD_NOT_RECEIVED)
    }
    if (info.size > VIDEO_UPLOAD_LIMIT) return await refuse(413, videoTooLarge())
    if (upload.declaredSize && info.size !== upload.declaredSize) {
      return await refuse(400, 'The file is not the size announced for this upload.')
    }
    const video = info.size > 0 ? await detectVideo(await readHead(storage, held, info.size)) : null
    if (!video) return await refuse(415, INVALID_VIDEO_TYPE)

    await storage.promote(held, storedObjectName(key, video.ext), video.mime)
    const storedPath = storedVideoPath(key, video.ext)
    await updateUpload(payload, claimed.id, {
      status: 'stored',
      storedPath,
      size: info.size,
      contentType: video.mime,
    })
    return storedPath
  } catch (error) {
    if (!(error instanceof UploadRefused)) {
      await updateUpload(payload, claimed.id, { status: upload.status })
    }
    throw error
  }
}
