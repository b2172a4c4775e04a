import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import type { Endpoint, PayloadRequest } from 'payload'

import { VIDEO_UPLOAD_LIMIT } from '@/lib/http/body-limits'
import { incomingObjectName, isUploadKey } from '@/lib/video-uploads/upload-key'
import {
  videoTooLarge,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
  UPLOAD_LINK_USED,
} from '@/lib/video-uploads/upload-limits'
import { UPLOAD_FAILED } from '@/lib/validation/messages'
import { videoStorage } from '@/server/storage'
import { LocalVideoStorage } from '@/server/storage/local-video-storage'
import { claimUpload, dropUpload, updateUpload } from '@/server/video-uploads/upload-records'
import { refusalResponse, UploadRefused } from '@/server/video-uploads/upload-refused'
import { videoGate } from '@/server/video-uploads/video-gate'

/** Checks the link and the declared length before a single byte of the body is read. */
const admit = (req: PayloadRequest, storage: LocalVideoStorage, key: string): void => {
  const link = storage.checkLink(key, new URL(req.url ?? '', 'http://local.invalid').searchParams)
  if (link === 'forged') throw new UploadRefused(403, UPLOAD_LINK_INVALID)
  if (link === 'expired') throw new UploadRefused(403, UPLOAD_LINK_EXPIRED)
  const declared = req.headers.get('content-length')
  if (declared === null) throw new UploadRefused(411, 'Content-Length is required.')
  if (Number(declared) > VIDEO_UPLOAD_LIMIT) throw new UploadRefused(413, videoTooLarge())
  if (!req.body || Number(declared) === 0) throw new UploadRefused(400, UPLOAD_FAILED)
}

// For videos kept on local disk: the body is refused as soon as it passes 100 MB or its first
// bytes show it is not a video; the link works once.
export const receiveUpload: Endpoint = {
  path: '/objects/uploads/:key',
  method: 'put',
  handler: async (req) => {
    const storage = videoStorage()
    const key = String(req.routeParams?.key ?? '')
    if (!(storage instanceof LocalVideoStorage) || !isUploadKey(key)) {
      return refusalResponse(new UploadRefused(404, UPLOAD_LINK_INVALID))
    }
    try {
      admit(req, storage, key)
    } catch (refusal) {
      if (refusal instanceof UploadRefused) return refusalResponse(refusal)
      throw refusal
    }
    const upload = await claimUpload(req.payload, key, ['issued'], 'receiving')
    if (!upload) return refusalResponse(new UploadRefused(409, UPLOAD_LINK_USED))

    const { gate, result } = videoGate(VIDEO_UPLOAD_LIMIT)
    try {
      if (
        upload.declaredSize &&
        upload.declaredSize !== Number(req.headers.get('content-length'))
      ) {
        throw new UploadRefused(400, 'The file is not the size announced for this upload.')
      }
      const body = Readable.fromWeb(req.body as unknown as WebReadableStream<Uint8Array>)
      await storage.write(incomingObjectName(key), body, gate)
    } catch (error) {
      // Nothing of a refused upload stays: not the partial file (write removed it), not the
      // record, and the link cannot be tried again.
      await dropUpload(req.payload, upload.id)
      if (error instanceof UploadRefused) return refusalResponse(error)
      req.payload.logger.warn({ err: error, msg: `Upload ${key} failed` })
      return refusalResponse(new UploadRefused(400, UPLOAD_FAILED))
    }
    await updateUpload(req.payload, upload.id, {
      status: 'received',
      size: result.size,
      contentType: result.video?.mime,
    })
    return Response.json({ key, size: result.size, contentType: result.video?.mime })
  },
}
