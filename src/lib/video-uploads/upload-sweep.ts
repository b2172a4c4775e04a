import type { Where } from 'payload'

import { UPLOAD_LINK_LIFETIME_MS } from './upload-limits'
import type { UploadStatus } from './upload-status'

// S3 and our endpoint check the expiry when a PUT starts, so a slow late upload may still arrive.
export const UPLOAD_SWEEP_GRACE_MS = 60 * 60 * 1000

const IDLE_STATUSES: readonly UploadStatus[] = ['issued', 'received']

export type SweepableUpload = {
  status: UploadStatus
  expiresAt: string | Date
  updatedAt: string | Date
}

export type IncomingObject = { name: string; lastModified: Date }

const ms = (value: string | Date) => new Date(value).getTime()

export const sweepCutoff = (now: number): Date => new Date(now - UPLOAD_SWEEP_GRACE_MS)

// One stuck mid-receive or mid-check (its process died) goes once it has not moved for the grace.
export const isAbandonedUpload = (upload: SweepableUpload, now: number): boolean => {
  const cutoff = sweepCutoff(now).getTime()
  if (upload.status === 'stored' || ms(upload.expiresAt) > cutoff) return false
  return IDLE_STATUSES.includes(upload.status) || ms(upload.updatedAt) <= cutoff
}

// Candidates only: each is judged again with isAbandonedUpload before it is removed.
export const abandonedUploadsWhere = (now: number): Where => {
  const cutoff = sweepCutoff(now).toISOString()
  return {
    and: [
      { status: { not_equals: 'stored' } },
      { expiresAt: { less_than_equal: cutoff } },
      {
        or: [{ status: { in: [...IDLE_STATUSES] } }, { updatedAt: { less_than_equal: cutoff } }],
      },
    ],
  }
}

// No record: nothing can check or store it. Stored: a replay of the link after normalize-path took
// the original. Any other goes with its upload's record when the sweep deletes that.
export const shouldRemoveIncoming = (
  object: IncomingObject,
  upload: SweepableUpload | null,
  now: number,
): boolean => {
  if (!upload) return object.lastModified.getTime() + UPLOAD_LINK_LIFETIME_MS <= now
  if (upload.status === 'stored') return ms(upload.expiresAt) <= sweepCutoff(now).getTime()
  return false
}
