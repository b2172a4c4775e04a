import { VIDEO_UPLOAD_LIMIT } from '../http/body-limits'
import { fileTooLarge } from '../validation/messages'

export const UPLOAD_LINK_LIFETIME_MS = 30 * 60 * 1000

export const VIDEO_UPLOAD_LIMIT_MB = VIDEO_UPLOAD_LIMIT / (1024 * 1024)

export const videoTooLarge = () => fileTooLarge(VIDEO_UPLOAD_LIMIT_MB)

export const UPLOAD_LINK_INVALID = 'This upload link is not valid.'
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired. Please start the upload again.'
export const UPLOAD_LINK_USED = 'This upload link has already been used.'
export const UPLOAD_NOT_RECEIVED = 'The file has not been uploaded yet.'
export const NOT_OUR_UPLOAD = 'This is not an upload issued by this site.'
