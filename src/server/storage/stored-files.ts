import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'

import { entityTagOf } from '@/lib/http/conditional-request'
import type { ByteRange } from '@/lib/video-uploads/byte-range'

export type StoredObject = {
  size: number
  contentType?: string
  lastModified?: Date
  /** A quoted entity tag that changes whenever the content does. */
  etag?: string
}

export interface StoredFiles {
  stat(name: string): Promise<StoredObject | null>
  read(name: string, range?: ByteRange): Promise<Readable>
}

export class LocalFiles implements StoredFiles {
  constructor(private readonly root: string) {}

  /** The file's path, refused if a name would lead out of the folder. */
  pathOf(name: string): string {
    const resolved = path.resolve(this.root, name)
    // Names are built from validated keys; this keeps even a bug from leaving the folder.
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Bad name')
    return resolved
  }

  async stat(name: string): Promise<StoredObject | null> {
    const info = await stat(this.pathOf(name)).catch(() => null)
    if (!info?.isFile()) return null
    // Size and mtime change whenever a file is rewritten (Payload rewrites an image in place
    // when an editor crops it or moves its focal point).
    return { size: info.size, lastModified: info.mtime, etag: entityTagOf(info.size, info.mtime) }
  }

  async read(name: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(name), range ? { start: range.start, end: range.end } : {})
  }
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey')

export class S3Files implements StoredFiles {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async stat(name: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }))
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType,
        lastModified: head.LastModified,
        etag: head.ETag,
      }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async read(name: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: name,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    )
    return object.Body as Readable
  }
}
