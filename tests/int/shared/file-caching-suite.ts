/**
 * Media images (GET /api/media/file/{name}) and uploaded videos (/objects/videos/{file}) carry
 * validators and a cache lifetime, answer conditional requests with 304 and HEAD without a
 * body: on local disk in the `integration` project, in a real S3 bucket in `integration-s3`.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  MEDIA_CACHE_CONTROL,
  VERSIONED_MEDIA_CACHE_CONTROL,
} from '@/collections/Media/serve-media-file'
import * as handlers from '@/server/http/rest-handlers'
import { serveStoredVideo } from '@/server/video-uploads/serve-video'
import { HEAD as headVideoRoute } from '@/app/(files)/objects/videos/[file]/route'

import { testPayload } from '../helpers/payload'
import { createStaff } from '../helpers/staff'
import { fakeVideo, uploadVideo } from '../helpers/video-upload'

type Method = 'GET' | 'HEAD'

/** A media file through the real /api route handlers, as a browser or CDN asks for it. */
const mediaFile = (
  method: Method,
  filename: string,
  headers: Record<string, string> = {},
  search = '',
) => {
  const url = new URL(
    `http://localhost:3000/api/media/file/${encodeURIComponent(filename)}${search}`,
  )
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return handlers[method](new Request(url, { method, headers }), {
    params: Promise.resolve({ slug }),
  })
}

const videoFile = (method: Method, path: string, headers: Record<string, string> = {}) =>
  serveStoredVideo(
    new Request(`http://localhost${path}`, { method, headers }),
    path.replace('/objects/videos/', ''),
  )

const bodyLength = async (response: Response) => (await response.arrayBuffer()).byteLength

export const fileCachingSuite = (backend: 'local' | 's3') => {
  let payload: Payload
  let image: { filename: string; thumbnail: string; bytes: number; url: string }

  beforeAll(async () => {
    payload = await testPayload()
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#274b7d' },
    })
      .png()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A caching test picture' },
      file: {
        data: png,
        mimetype: 'image/png',
        name: `caching-${backend}-${Date.now()}.png`,
        size: png.length,
      },
    })
    image = {
      filename: doc.filename!,
      thumbnail: doc.sizes!.thumbnail!.filename!,
      bytes: png.length,
      url: doc.url!,
    }
  })

  describe(`media files on ${backend} storage`, () => {
    it('sends validators and a cache lifetime with revalidation (names can be reused)', async () => {
      const response = await mediaFile('GET', image.filename)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
      expect(response.headers.get('cache-control')).not.toContain('immutable')
      expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/)
      expect(new Date(response.headers.get('last-modified')!).getTime()).not.toBeNaN()
      expect(await bodyLength(response)).toBe(image.bytes)
    })

    it('keeps the versioned URL the API hands out for a year, and changes it with the document', async () => {
      const [path, search] = image.url.split('?')
      expect(path).toBe(`/api/media/file/${image.filename}`)
      // (on S3, Payload's own `prefix=` comes first)
      expect(new URLSearchParams(search).get('v')).toMatch(/^[0-9a-z]+\.[\w-]{12}$/)
      const response = await mediaFile('GET', image.filename, {}, `?${search}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(VERSIONED_MEDIA_CACHE_CONTROL)
      expect(await bodyLength(response)).toBe(image.bytes)

      const [doc] = (
        await payload.find({
          collection: 'media',
          where: { filename: { equals: image.filename } },
        })
      ).docs
      await new Promise((resolve) => setTimeout(resolve, 5))
      const edited = await payload.update({
        collection: 'media',
        id: doc.id,
        data: { alt: 'A caching test picture, reworded' },
      })
      expect(edited.url).not.toBe(image.url)
      expect(edited.url!.split('?')[0]).toBe(path)
      image.url = edited.url!
    })

    it('answers 304 without a body to If-None-Match and If-Modified-Since', async () => {
      const first = await mediaFile('GET', image.filename)
      await first.arrayBuffer()
      const etag = first.headers.get('etag')!
      const lastModified = first.headers.get('last-modified')!

      const byTag = await mediaFile('GET', image.filename, { 'if-none-match': etag })
      expect(byTag.status).toBe(304)
      expect(byTag.headers.get('etag')).toBe(etag)
      expect(byTag.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
      expect(await bodyLength(byTag)).toBe(0)

      const byDate = await mediaFile('GET', image.filename, { 'if-modified-since': lastModified })
      expect(byDate.status).toBe(304)
      expect(await bodyLength(byDate)).toBe(0)

      const changed = await mediaFile('GET', image.filename, { 'if-none-match': '"other"' })
      expect(changed.status).toBe(200)
      expect(await bodyLength(changed)).toBe(image.bytes)
    })

    it('serves the generated sizes the same way', async () => {
      const response = await mediaFile('GET', image.thumbnail)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      const etag = response.headers.get('etag')!
      await response.arrayBuffer()
      expect((await mediaFile('GET', image.thumbnail, { 'if-none-match': etag })).status).toBe(304)
    })

    it('answers HEAD with the headers of GET and no body', async () => {
      const head = await mediaFile('HEAD', image.filename)
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(String(image.bytes))
      expect(head.headers.get('etag')).toMatch(/^"[^"]+"$/)
      expect(await bodyLength(head)).toBe(0)
      expect((await mediaFile('HEAD', 'no-such-picture.png')).status).toBe(404)
    })
  })

  describe(`video files on ${backend} storage`, () => {
    let path: string
    const size = 200_000

    beforeAll(async () => {
      const editor = await createStaff(payload, 'editor')
      path = await uploadVideo(editor.token, fakeVideo(size))
    })

    it('may be kept for a year: a stored video never changes under its name', async () => {
      const response = await videoFile('GET', path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/)
      expect(response.headers.get('last-modified')).toBeTruthy()
      expect(await bodyLength(response)).toBe(size)
    })

    it('answers 304 to its validators, and If-Range decides whether a range still applies', async () => {
      const first = await videoFile('GET', path)
      await first.arrayBuffer()
      const etag = first.headers.get('etag')!
      const notModified = await videoFile('GET', path, { 'if-none-match': etag })
      expect(notModified.status).toBe(304)
      expect(await bodyLength(notModified)).toBe(0)
      const since = first.headers.get('last-modified')!
      expect((await videoFile('GET', path, { 'if-modified-since': since })).status).toBe(304)

      const sameVersion = await videoFile('GET', path, { range: 'bytes=0-99', 'if-range': etag })
      expect(sameVersion.status).toBe(206)
      expect(await bodyLength(sameVersion)).toBe(100)
      const otherVersion = await videoFile('GET', path, {
        range: 'bytes=0-99',
        'if-range': '"old"',
      })
      expect(otherVersion.status).toBe(200)
      expect(await bodyLength(otherVersion)).toBe(size)
    })

    it('answers HEAD through its route without a body', async () => {
      const file = path.replace('/objects/videos/', '')
      const head = await headVideoRoute(
        new Request(`http://localhost${path}`, { method: 'HEAD' }),
        {
          params: Promise.resolve({ file }),
        },
      )
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(String(size))
      expect(await bodyLength(head)).toBe(0)
    })
  })
}
