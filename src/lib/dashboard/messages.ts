/** The staff dashboard's toast texts (spec §5, §8), word for word. */

export const ERROR_TITLE = 'Error'
export const SUCCESS_TITLE = 'Success'

export const REGISTRATION_UPDATED = 'Registration updated successfully'
export const REGISTRATION_UPDATE_FAILED = 'Failed to update registration'

export const INQUIRY_UPDATED = 'Contact inquiry updated successfully'
export const INQUIRY_UPDATE_FAILED = 'Failed to update inquiry'
export const INQUIRY_DELETED = 'Contact inquiry deleted successfully'
export const INQUIRY_DELETE_FAILED = 'Failed to delete inquiry'

export const VIDEO_UPLOADED = 'Video uploaded successfully'
export const VIDEO_UPLOAD_FAILED = 'Failed to upload video'
export const VIDEO_UPDATED = 'Video updated successfully'
export const VIDEO_UPDATE_FAILED = 'Failed to update video'
export const VIDEO_DELETED = 'Video deleted successfully'
export const VIDEO_DELETE_FAILED = 'Failed to delete video'

export const STORAGE_UPLOAD_FAILED = 'Upload failed'
export const VIDEO_PROCESSING_FAILED = 'Failed to process video upload'
export const UPLOAD_COMPLETE = 'Upload complete!'

export const NO_DATA_TITLE = 'No Data'
export const NO_DATA_TO_EXPORT = 'No data to export'
export const EXPORT_DOWNLOADED = 'Excel file downloaded successfully'
export const EXPORT_FAILED = 'Failed to export data'
