import { randomUUID } from 'node:crypto'

import { APIError, type Endpoint } from 'payload'

import { staffEndpoint } from '@/endpoints/role-endpoint'
import { VIDEO_UPLOAD_LIMIT } from '@/lib/http/body-limits'
import { videoTooLarge, UPLOAD_LINK_LIFETIME_MS } from '@/lib/video-uploads/upload-limits'
import { INVALID_VIDEO_TYPE } from '@/lib/validation/messages'
import { readJsonBody } from '@/server/http/read-json'
import { videoStorage } from '@/server/storage'

const declaredFile = async (req: Parameters<Endpoint['handler']>[0]) => {
  const hasBody = Boolean(req.body) && /json/i.test(req.headers.get('content-type') ?? '')
  const body = hasBody ? await readJsonBody(req) : {}
  const { size, contentType } = body
  if (size !== undefined && (!Number.isInteger(size) || (size as number) < 1)) {
    throw new APIError('size must be the file size in bytes.', 400)
  }
  if ((size as number | undefined) !== undefined && (size as number) > VIDEO_UPLOAD_LIMIT) {
    throw new APIError(videoTooLarge(), 413)
  }
  if (contentType !== undefined && !/^video\//i.test(String(contentType))) {
    throw new APIError(INVALID_VIDEO_TYPE, 415)
  }
  return { size: size as number | undefined }
}

// The optional `{ size?, contentType? }` lets oversized or non-video files be refused before they
// are sent, and binds the size into an S3 upload URL.
export const requestUpload = staffEndpoint('post', '/objects/upload', async (req) => {
  const { size } = await declaredFile(req)
  const key = randomUUID()
  const expiresAt = Date.now() + UPLOAD_LINK_LIFETIME_MS
  await req.payload.create({
    collection: 'video-uploads',
    data: {
      key,
      status: 'issued',
      expiresAt: new Date(expiresAt).toISOString(),
      declaredSize: size ?? null,
      issuedBy: req.user?.id,
    },
    overrideAccess: true,
    req,
  })
  const uploadURL = await videoStorage().uploadUrl({ key, expiresAt, size })
  return Response.json({ uploadURL, expiresAt: new Date(expiresAt).toISOString() })
})
