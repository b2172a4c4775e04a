import type { StoredFiles } from './stored-files'

export type { StoredObject } from './stored-files'

export type ListedObject = { name: string; lastModified: Date }

// `incoming/{key}` while an upload is checked, `videos/{key}.{ext}` once accepted; visitors are
// only ever served the latter.
export interface VideoStorage extends StoredFiles {
  readonly kind: 'local' | 's3'
  /** The address the browser PUTs the file to; S3 binds `size` into the URL when given. */
  uploadUrl(args: { key: string; expiresAt: number; size?: number }): Promise<string>
  move(from: string, to: string): Promise<void>
  promote(from: string, to: string, contentType: string): Promise<void>
  /** Removes an object; one already gone is not an error. */
  remove(name: string): Promise<void>
  /** The objects directly in a folder (`prefix` ends with `/`), in pages as the store gives them. */
  list(prefix: string): AsyncIterable<ListedObject>
}
