import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { UploadStatus } from '@/lib/video-uploads/upload-status'
import type { VideoUpload } from '@/payload-types'

const internal = { collection: 'video-uploads', overrideAccess: true } as const

export const findUpload = async (payload: Payload, key: string): Promise<VideoUpload | null> => {
  const { docs } = await payload.find({ ...internal, where: { key: { equals: key } }, limit: 1 })
  return docs[0] ?? null
}

// In one statement, so of two requests racing for the same upload exactly one wins.
export const claimUpload = async (
  payload: Payload,
  key: string,
  from: UploadStatus[],
  to: UploadStatus,
): Promise<Pick<VideoUpload, 'id' | 'declaredSize'> | null> => {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const claimed = await db.execute(sql`
    update video_uploads set status = ${to}, updated_at = now()
    where key = ${key} and status::text = any(${`{${from.join(',')}}`}::text[])
    returning id, declared_size`)
  const row = claimed.rows[0] as { id: number; declared_size: string | null } | undefined
  // numeric columns come back from pg as strings
  return row
    ? { id: row.id, declaredSize: row.declared_size === null ? null : Number(row.declared_size) }
    : null
}

export const updateUpload = (payload: Payload, id: number, data: Partial<VideoUpload>) =>
  payload.update({ ...internal, id, data })

export const dropUpload = async (payload: Payload, id: number) => {
  await payload.delete({ ...internal, id })
}

// Only if unchanged since it was read, so an upload that moved on meanwhile (a late upload,
// normalize-path claiming it) stays.
export const dropUploadIfUnchanged = async (
  payload: Payload,
  upload: Pick<VideoUpload, 'id' | 'status' | 'updatedAt'>,
): Promise<boolean> => {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const dropped = await db.execute(sql`
    delete from video_uploads
    where id = ${upload.id} and status::text = ${upload.status}
      and updated_at = ${upload.updatedAt}::timestamptz
    returning id`)
  return dropped.rows.length === 1
}
