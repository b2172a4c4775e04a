import type { StoredFiles } from './stored-files'

export type { StoredObject } from './stored-files'

/**
 * Where uploaded videos live. Objects are named `incoming/{key}` while an upload is being
 * checked and `videos/{key}.{ext}` once accepted; visitors are only ever served the latter.
 */
export interface VideoStorage extends StoredFiles {
  readonly kind: 'local' | 's3'
  /** The address the browser PUTs the file to; S3 binds `size` into the URL when given. */
  uploadUrl(args: { key: string; expiresAt: number; size?: number }): Promise<string>
  /** Moves an accepted incoming object to its public name. */
  promote(from: string, to: string, contentType: string): Promise<void>
  remove(name: string): Promise<void>
}
