import type { Readable } from 'node:stream'

import type { ByteRange } from '@/lib/video-uploads/byte-range'

export type StoredObject = { size: number; contentType?: string; lastModified?: Date }

export type ListedObject = { name: string; lastModified: Date }

/**
 * Where uploaded videos live. Objects are named `incoming/{key}` while an upload is being
 * checked and `videos/{key}.{ext}` once accepted; visitors are only ever served the latter.
 */
export interface VideoStorage {
  readonly kind: 'local' | 's3'
  /** The address the browser PUTs the file to; S3 binds `size` into the URL when given. */
  uploadUrl(args: { key: string; expiresAt: number; size?: number }): Promise<string>
  stat(name: string): Promise<StoredObject | null>
  /** A byte range, or the whole object, as a stream. */
  read(name: string, range?: ByteRange): Promise<Readable>
  /** Renames an object, contents and metadata unchanged. */
  move(from: string, to: string): Promise<void>
  /** Moves an accepted incoming object to its public name. */
  promote(from: string, to: string, contentType: string): Promise<void>
  /** Removes an object; one already gone is not an error. */
  remove(name: string): Promise<void>
  /** The objects directly in a folder (`prefix` ends with `/`), in pages as the store gives them. */
  list(prefix: string): AsyncIterable<ListedObject>
}
