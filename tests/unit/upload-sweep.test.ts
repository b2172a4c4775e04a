import { describe, expect, it } from 'vitest'

import { heldObjectName, incomingKeyOf, incomingObjectName } from '@/lib/video-uploads/upload-key'
import { UPLOAD_LINK_LIFETIME_MS } from '@/lib/video-uploads/upload-limits'
import type { UploadStatus } from '@/lib/video-uploads/upload-status'
import {
  isAbandonedUpload,
  shouldRemoveIncoming,
  UPLOAD_SWEEP_GRACE_MS,
} from '@/lib/video-uploads/upload-sweep'

const KEY = '3f0b8c1e-2a4d-4c6e-9f10-1234567890ab'
const NOW = Date.parse('2026-11-23T12:00:00Z')
const MINUTE = 60_000
const at = (offset: number) => new Date(NOW + offset)

const upload = (
  status: UploadStatus,
  expiredAgo: number,
  changedAgo = expiredAgo + 30 * MINUTE,
) => ({
  status,
  expiresAt: at(-expiredAgo),
  updatedAt: at(-changedAgo),
})

describe('isAbandonedUpload', () => {
  const longAgo = UPLOAD_SWEEP_GRACE_MS + MINUTE

  it('gives up links never used, or used but never normalized, once past the grace period', () => {
    expect(isAbandonedUpload(upload('issued', longAgo), NOW)).toBe(true)
    expect(isAbandonedUpload(upload('received', longAgo), NOW)).toBe(true)
    expect(isAbandonedUpload(upload('issued', UPLOAD_SWEEP_GRACE_MS), NOW)).toBe(true)
  })

  it('leaves links still valid, or expired within the grace period, alone', () => {
    expect(isAbandonedUpload(upload('issued', -10 * MINUTE), NOW)).toBe(false)
    expect(isAbandonedUpload(upload('issued', 5 * MINUTE), NOW)).toBe(false)
    expect(isAbandonedUpload(upload('received', UPLOAD_SWEEP_GRACE_MS - 1), NOW)).toBe(false)
  })

  it('never gives up a stored upload, however old', () => {
    expect(isAbandonedUpload(upload('stored', 1000 * UPLOAD_SWEEP_GRACE_MS), NOW)).toBe(false)
  })

  it('gives up an upload stuck mid-receive or mid-check only when it has not moved for the grace period', () => {
    expect(isAbandonedUpload(upload('receiving', longAgo, 5 * MINUTE), NOW)).toBe(false)
    expect(isAbandonedUpload(upload('checking', longAgo, 5 * MINUTE), NOW)).toBe(false)
    expect(isAbandonedUpload(upload('receiving', longAgo, longAgo), NOW)).toBe(true)
    expect(isAbandonedUpload(upload('checking', longAgo, longAgo), NOW)).toBe(true)
  })

  it('reads dates given as ISO text, as the database returns them', () => {
    const old = at(-2 * UPLOAD_SWEEP_GRACE_MS).toISOString()
    expect(isAbandonedUpload({ status: 'issued', expiresAt: old, updatedAt: old }, NOW)).toBe(true)
  })
})

describe('shouldRemoveIncoming', () => {
  const object = (age: number) => ({ name: incomingObjectName(KEY), lastModified: at(-age) })

  it('removes an object without a record once it is older than a link lifetime', () => {
    expect(shouldRemoveIncoming(object(UPLOAD_LINK_LIFETIME_MS), null, NOW)).toBe(true)
    expect(shouldRemoveIncoming(object(UPLOAD_LINK_LIFETIME_MS - 1), null, NOW)).toBe(false)
  })

  it('removes a replay of a stored upload once its link can no longer be used', () => {
    const replay = object(MINUTE)
    expect(shouldRemoveIncoming(replay, upload('stored', UPLOAD_SWEEP_GRACE_MS), NOW)).toBe(true)
    expect(shouldRemoveIncoming(replay, upload('stored', 10 * MINUTE), NOW)).toBe(false)
    expect(shouldRemoveIncoming(replay, upload('stored', -10 * MINUTE), NOW)).toBe(false)
  })

  it('leaves the objects of uploads not stored to their records', () => {
    const old = object(3 * UPLOAD_SWEEP_GRACE_MS)
    expect(shouldRemoveIncoming(old, upload('received', 10 * MINUTE), NOW)).toBe(false)
    expect(shouldRemoveIncoming(old, upload('received', 2 * UPLOAD_SWEEP_GRACE_MS), NOW)).toBe(
      false,
    )
  })
})

describe('incomingKeyOf', () => {
  it('reads the key of an upload as received, half-written or held for checking', () => {
    expect(incomingKeyOf(incomingObjectName(KEY))).toBe(KEY)
    expect(incomingKeyOf(`${incomingObjectName(KEY)}.part`)).toBe(KEY)
    expect(incomingKeyOf(heldObjectName(KEY))).toBe(KEY)
  })

  it('ignores names the upload flow never writes', () => {
    expect(incomingKeyOf(`videos/${KEY}.mp4`)).toBeNull()
    expect(incomingKeyOf(`incoming/${KEY}.mp4`)).toBeNull()
    expect(incomingKeyOf('incoming/notes.txt')).toBeNull()
    expect(incomingKeyOf(`incoming/sub/${KEY}`)).toBeNull()
  })
})
