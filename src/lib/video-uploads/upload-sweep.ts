/**
 * Which upload links and which objects under `incoming/` the scheduled sweep removes: links
 * handed out but never carried through to a stored video, and whatever their uploads left
 * under `incoming/` (never served, but it fills the disk or the bucket). Kept free of
 * framework code; src/server/video-uploads/sweep-uploads.ts applies it.
 */
import type { Where } from 'payload'

import { UPLOAD_LINK_LIFETIME_MS } from './upload-limits'
import type { UploadStatus } from './upload-status'

/**
 * How long after its link expired an upload is still left alone. Our endpoint and S3 check
 * the expiry when a PUT starts, not when it ends, so a slow upload begun in the last minute
 * may still be arriving, and normalize-path follows it; an hour covers 100 MB at 250 kbit/s.
 */
export const UPLOAD_SWEEP_GRACE_MS = 60 * 60 * 1000

/** States in which nothing is happening to an upload until its owner's next request. */
const IDLE_STATUSES: readonly UploadStatus[] = ['issued', 'received']

export type SweepableUpload = {
  status: UploadStatus
  expiresAt: string | Date
  updatedAt: string | Date
}

export type IncomingObject = { name: string; lastModified: Date }

const ms = (value: string | Date) => new Date(value).getTime()

/** The moment before which an expiry (or a last change) is past the grace period. */
export const sweepCutoff = (now: number): Date => new Date(now - UPLOAD_SWEEP_GRACE_MS)

/**
 * An upload that will never be stored: its link expired more than the grace period ago and
 * no video came of it. One caught mid-receive or mid-check (its process died) is abandoned
 * too, once it has not moved for the grace period either.
 */
export const isAbandonedUpload = (upload: SweepableUpload, now: number): boolean => {
  const cutoff = sweepCutoff(now).getTime()
  if (upload.status === 'stored' || ms(upload.expiresAt) > cutoff) return false
  return IDLE_STATUSES.includes(upload.status) || ms(upload.updatedAt) <= cutoff
}

/**
 * The same rule as a database query, to find the candidates; each is judged again with
 * isAbandonedUpload before it is removed.
 */
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

/**
 * Whether an object under `incoming/` goes, given the upload record of its key (null: none).
 * - No record: nothing can ever check or store it (its upload was refused or swept, or the
 *   key was never issued); removed once older than a link's lifetime.
 * - A stored upload: the object is a replay of the link after normalize-path took the
 *   original; removed once the link can no longer be used.
 * - Any other: it belongs to an upload under way, or to an abandoned one, whose record the
 *   sweep deletes first and its objects with it.
 */
export const shouldRemoveIncoming = (
  object: IncomingObject,
  upload: SweepableUpload | null,
  now: number,
): boolean => {
  if (!upload) return object.lastModified.getTime() + UPLOAD_LINK_LIFETIME_MS <= now
  if (upload.status === 'stored') return ms(upload.expiresAt) <= sweepCutoff(now).getTime()
  return false
}
