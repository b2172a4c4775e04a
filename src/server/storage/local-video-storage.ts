import { createWriteStream } from 'node:fs'
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

import { LocalFiles, type StoredObject } from './stored-files'
import type { ListedObject, VideoStorage } from './video-storage'

type UploadCheck = (source: AsyncIterable<Uint8Array>) => AsyncIterable<Uint8Array>

export class LocalVideoStorage implements VideoStorage {
  readonly kind = 'local' as const
  private readonly files: LocalFiles

  constructor(
    root: string,
    private readonly secret: string,
    private readonly publicOrigin: string,
  ) {
    this.files = new LocalFiles(root)
  }

  private file(name: string) {
    return this.files.pathOf(name)
  }

  async uploadUrl({ key, expiresAt }: { key: string; expiresAt: number }) {
    const query = new URLSearchParams({
      expires: String(expiresAt),
      signature: signUpload(this.secret, key, expiresAt),
    })
    return `${this.publicOrigin}/api/objects/uploads/${key}?${query}`
  }

  checkLink(key: string, query: URLSearchParams): UploadLinkCheck {
    return checkUploadSignature(
      this.secret,
      key,
      query.get('expires'),
      query.get('signature'),
      Date.now(),
    )
  }

  // Through a temporary file, so a refused or broken upload leaves nothing behind.
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

  stat(name: string): Promise<StoredObject | null> {
    return this.files.stat(name)
  }

  read(name: string, range?: ByteRange): Promise<Readable> {
    return this.files.read(name, range)
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
