import { ApiError, serverMessageOf, StaffFacingError } from '@/lib/dashboard/api-error'
import { STORAGE_UPLOAD_FAILED, VIDEO_PROCESSING_FAILED } from '@/lib/dashboard/messages'

import { apiRequest } from '../data/api'

// XMLHttpRequest, not fetch: fetch cannot report upload progress.
const putWithProgress = (uploadURL: string, file: File, onProgress: (percent: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', uploadURL)
    request.setRequestHeader('content-type', file.type)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve()
      reject(new StaffFacingError(serverMessageOf(request.responseText) ?? STORAGE_UPLOAD_FAILED))
    }
    request.onerror = () => reject(new StaffFacingError(STORAGE_UPLOAD_FAILED))
    request.onabort = () => reject(new StaffFacingError(STORAGE_UPLOAD_FAILED))
    request.send(file)
  })

/**
 * Spec §7's signed upload. The link is asked for with size and type, so a file the server would
 * refuse is refused before it is sent; after the PUT the server checks the file.
 */
export const uploadVideoFile = async (
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> => {
  const { uploadURL } = await apiRequest<{ uploadURL: string }>('POST', '/api/objects/upload', {
    size: file.size,
    contentType: file.type,
  })
  // 100 comes from the browser's own final progress event (sent before load), never assumed.
  await putWithProgress(uploadURL, file, onProgress)
  try {
    const { normalizedPath } = await apiRequest<{ normalizedPath: string }>(
      'POST',
      '/api/objects/normalize-path',
      { rawPath: uploadURL },
    )
    return normalizedPath
  } catch (error) {
    const message = error instanceof ApiError ? serverMessageOf(error.body) : null
    throw new StaffFacingError(message ?? VIDEO_PROCESSING_FAILED)
  }
}
