import { APIError } from 'payload'

import { staffEndpoint } from '@/endpoints/role-endpoint'
import { readJsonBody } from '@/server/http/read-json'
import { acceptUpload } from '@/server/video-uploads/accept-upload'
import { refusalResponse, UploadRefused } from '@/server/video-uploads/upload-refused'

// Once the file has been checked, the upload address becomes the stable
// `/objects/videos/{key}.{ext}` that POST /api/videos accepts as `filePath`.
export const normalizePath = staffEndpoint('post', '/objects/normalize-path', async (req) => {
  const { rawPath } = await readJsonBody(req)
  if (typeof rawPath !== 'string' || rawPath.trim() === '' || rawPath.length > 4096) {
    throw new APIError('rawPath must be the address the file was uploaded to.', 400)
  }
  try {
    return Response.json({ normalizedPath: await acceptUpload(req.payload, rawPath.trim()) })
  } catch (error) {
    if (error instanceof UploadRefused) return refusalResponse(error)
    throw error
  }
})
