/**
 * Where an upload link stands: handed out, bytes arriving (our own links), bytes received,
 * being checked by normalize-path, or stored under its public name.
 */
export const UPLOAD_STATUSES = ['issued', 'receiving', 'received', 'checking', 'stored'] as const

export type UploadStatus = (typeof UPLOAD_STATUSES)[number]
