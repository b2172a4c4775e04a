import type { Readable } from 'node:stream'

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

import type { ByteRange } from '@/lib/video-uploads/byte-range'

import type { S3Settings } from './s3-settings'
import { S3Files, type StoredObject } from './stored-files'
import type { ListedObject, VideoStorage } from './video-storage'

export class S3VideoStorage implements VideoStorage {
  readonly kind = 's3' as const
  private readonly client: S3Client
  /** Signs upload URLs with the address browsers use (inside Docker it differs). */
  private readonly presigner: S3Client
  private readonly bucket: string
  private readonly files: S3Files

  constructor(settings: S3Settings) {
    this.client = new S3Client(settings.client)
    this.files = new S3Files(this.client, settings.bucket)
    this.presigner = settings.publicEndpoint
      ? new S3Client({ ...settings.client, endpoint: settings.publicEndpoint })
      : this.client
    this.bucket = settings.bucket
  }

  async uploadUrl({ key, expiresAt, size }: { key: string; expiresAt: number; size?: number }) {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: `incoming/${key}`,
      // A signed length: the store refuses a body of any other size.
      ...(size !== undefined ? { ContentLength: size } : {}),
    })
    const expiresIn = Math.max(1, Math.floor((expiresAt - Date.now()) / 1000))
    return getSignedUrl(this.presigner, command, {
      expiresIn,
      ...(size !== undefined ? { signableHeaders: new Set(['content-length']) } : {}),
    })
  }

  stat(name: string): Promise<StoredObject | null> {
    return this.files.stat(name)
  }

  read(name: string, range?: ByteRange): Promise<Readable> {
    return this.files.read(name, range)
  }

  async move(from: string, to: string) {
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: `${this.bucket}/${from}` }),
    )
    await this.remove(from)
  }

  async promote(from: string, to: string, contentType: string) {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${from}`,
        ContentType: contentType,
        MetadataDirective: 'REPLACE',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    )
    await this.remove(from)
  }

  async remove(name: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }))
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let ContinuationToken: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          Delimiter: '/',
          ContinuationToken,
        }),
      )
      for (const object of page.Contents ?? []) {
        // Without a date the object's age is unknown: list it as new, so it is not swept yet.
        if (object.Key) yield { name: object.Key, lastModified: object.LastModified ?? new Date() }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }
}
