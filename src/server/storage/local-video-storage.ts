import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import type { ByteRange } from '@/lib/video-uploads/byte-range'
import {
  checkUploadSignature,
  signUpload,
  type UploadLinkCheck,
} from '@/lib/video-uploads/upload-signature'

import type { ListedObject, StoredObject, VideoStorage } from './video-storage'

type UploadCheck = (source: AsyncIterable<Uint8Array>) => AsyncIterable<Uint8Array>

/** Videos on the server's own disk; uploads come through this app's signed upload links. */
export class LocalVideoStorage implements VideoStorage {
  readonly kind = 'local' as const

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly publicOrigin: string,
  ) {}

  private file(name: string) {
    const resolved = path.resolve(this.root, name)
    // Names are built from validated keys; this keeps even a bug from leaving the folder.
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Bad name')
    return resolved
  }

  async uploadUrl({ key, expiresAt }: { key: string; expiresAt: number }) {
    const query = new URLSearchParams({
      expires: String(expiresAt),
      signature: signUpload(this.secret, key, expiresAt),
    })
    return `${this.publicOrigin}/api/objects/uploads/${key}?${query}`
  }

  /** Whether a PUT to one of our upload links carries the signature and expiry we issued. */
  checkLink(key: string, query: URLSearchParams): UploadLinkCheck {
    return checkUploadSignature(
      this.secret,
      key,
      query.get('expires'),
      query.get('signature'),
      Date.now(),
    )
  }

  /**
   * Writes a stream to `name` through `check` (which may throw to refuse it) and a temporary
   * file, so a refused or broken upload leaves nothing behind.
   */
  async write(name: string, body: Readable, check: UploadCheck): Promise<void> {
    const target = this.file(name)
    const partial = `${target}.part`
    await mkdir(path.dirname(target), { recursive: true })
    try {
      await pipeline(body, check, createWriteStream(partial, { flags: 'wx' }))
      await rename(partial, target)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
  }

  async stat(name: string): Promise<StoredObject | null> {
    const info = await stat(this.file(name)).catch(() => null)
    return info?.isFile() ? { size: info.size, lastModified: info.mtime } : null
  }

  async read(name: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.file(name), range ? { start: range.start, end: range.end } : {})
  }

  async move(from: string, to: string) {
    const target = this.file(to)
    await mkdir(path.dirname(target), { recursive: true })
    await rename(this.file(from), target)
  }

  async promote(from: string, to: string) {
    await this.move(from, to)
  }

  async remove(name: string) {
    await rm(this.file(name), { force: true })
    // A write cut short by a crash leaves its temporary file (see write) behind.
    await rm(`${this.file(name)}.part`, { force: true })
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = this.file(prefix)
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    })
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const name = `${prefix}${entry.name}`
      // Gone since the folder was read (moved on by normalize-path): nothing to list.
      const info = await stat(this.file(name)).catch(() => null)
      if (info) yield { name, lastModified: info.mtime }
    }
  }
}
