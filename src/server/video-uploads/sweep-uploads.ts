import type { Payload } from 'payload'

import { heldObjectName, incomingKeyOf, incomingObjectName } from '@/lib/video-uploads/upload-key'
import {
  abandonedUploadsWhere,
  isAbandonedUpload,
  shouldRemoveIncoming,
} from '@/lib/video-uploads/upload-sweep'
import { videoStorage } from '@/server/storage'
import type { ListedObject, VideoStorage } from '@/server/storage/video-storage'

import { dropUploadIfUnchanged } from './upload-records'

const BATCH = 100

export type SweepResult = { uploads: number; objects: number }

async function* inBatches<T>(items: AsyncIterable<T>, size: number): AsyncIterable<T[]> {
  let batch: T[] = []
  for await (const item of items) {
    batch.push(item)
    if (batch.length === size) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

type Sweep = (payload: Payload, storage: VideoStorage, now: number) => Promise<number>

// Record first: an object left without its record is taken by the `incoming/` pass on a later
// run; the other way round a record could outlive its file.
const sweepAbandonedUploads: Sweep = async (payload, storage, now) => {
  let swept = 0
  let afterId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'video-uploads',
      overrideAccess: true,
      depth: 0,
      where: { and: [abandonedUploadsWhere(now), { id: { greater_than: afterId } }] },
      sort: 'id',
      limit: BATCH,
      pagination: false,
    })
    for (const upload of docs) {
      afterId = upload.id
      if (!isAbandonedUpload(upload, now) || !(await dropUploadIfUnchanged(payload, upload))) {
        continue
      }
      await storage.remove(incomingObjectName(upload.key))
      await storage.remove(heldObjectName(upload.key))
      swept++
    }
    if (docs.length < BATCH) return swept
  }
}

const sweepIncoming: Sweep = async (payload, storage, now) => {
  let removed = 0
  for await (const batch of inBatches<ListedObject>(storage.list('incoming/'), BATCH)) {
    const keys = [...new Set(batch.map((object) => incomingKeyOf(object.name)))].filter(
      (key): key is string => key !== null,
    )
    if (keys.length === 0) continue
    const { docs } = await payload.find({
      collection: 'video-uploads',
      overrideAccess: true,
      depth: 0,
      where: { key: { in: keys } },
      limit: keys.length,
      pagination: false,
    })
    const uploads = new Map(docs.map((upload) => [upload.key, upload]))
    for (const object of batch) {
      const key = incomingKeyOf(object.name)
      // Names the upload flow never writes are not ours to remove.
      if (!key || !shouldRemoveIncoming(object, uploads.get(key) ?? null, now)) continue
      await storage.remove(object.name)
      removed++
    }
  }
  return removed
}

// Safe to run again or on two servers at once: whatever is already gone is skipped.
export const sweepExpiredUploads = async (
  payload: Payload,
  now: number = Date.now(),
): Promise<SweepResult> => {
  const storage = videoStorage()
  const uploads = await sweepAbandonedUploads(payload, storage, now)
  const objects = await sweepIncoming(payload, storage, now)
  return { uploads, objects }
}
