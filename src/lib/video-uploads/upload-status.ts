export const UPLOAD_STATUSES = ['issued', 'receiving', 'received', 'checking', 'stored'] as const

export type UploadStatus = (typeof UPLOAD_STATUSES)[number]
