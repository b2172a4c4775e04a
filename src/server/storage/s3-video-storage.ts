import { Readable } from 'node:stream'

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

import type { ByteRange } from '@/lib/video-uploads/byte-range'

import type { S3Settings } from './s3-settings'
import type { ListedObject, StoredObject, VideoStorage } from './video-storage'

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey')

/** Videos in an S3-compatible bucket; the browser uploads straight to it with presigned PUTs. */
export class S3VideoStorage implements VideoStorage {
  readonly kind = 's3' as const
  private readonly client: S3Client
  /** Signs upload URLs with the address browsers use (inside Docker it differs). */
  private readonly presigner: S3Client
  private readonly bucket: string

  constructor(settings: S3Settings) {
    this.client = new S3Client(settings.client)
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

  async stat(name: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }))
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType,
        lastModified: head.LastModified,
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
