import { SLIP_UPLOAD_BODY_LIMIT, SLIP_UPLOAD_PATH } from '../payments/slip-size'

export const JSON_BODY_LIMIT = 100 * 1024
export const MEDIA_UPLOAD_LIMIT = 20 * 1024 * 1024
/** PUT to the upload link, which checks this limit itself while streaming. */
export const VIDEO_UPLOAD_LIMIT = 100 * 1024 * 1024
const OTHER_BODY_LIMIT = 1024 * 1024

// A payer's bank slip (anyone with a payer link may post one) is held to its file's size.
export const bodyLimitFor = (contentType: string | null, pathname = ''): number => {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/json') return JSON_BODY_LIMIT
  if (type === 'multipart/form-data') {
    return pathname === SLIP_UPLOAD_PATH ? SLIP_UPLOAD_BODY_LIMIT : MEDIA_UPLOAD_LIMIT
  }
  return OTHER_BODY_LIMIT
}

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.'
