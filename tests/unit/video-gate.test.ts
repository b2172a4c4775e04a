import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { videoGate } from '@/server/video-uploads/video-gate'
import { UploadRefused } from '@/server/video-uploads/upload-refused'

const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
])

const run = async (chunks: Buffer[], limit: number) => {
  const { gate, result } = videoGate(limit)
  const out: Buffer[] = []
  await pipeline(
    Readable.from(chunks),
    gate,
    new Writable({
      write(chunk, _enc, done) {
        out.push(chunk)
        done()
      },
    }),
  )
  return { result, out: Buffer.concat(out) }
}

describe('videoGate', () => {
  it('passes a video through unchanged, in chunks, and reports its type and size', async () => {
    const body = Buffer.concat([MP4_HEAD, Buffer.alloc(10_000, 1)])
    const chunks = [body.subarray(0, 10), body.subarray(10, 5000), body.subarray(5000)]
    const { result, out } = await run(chunks, 1_000_000)
    expect(out.equals(body)).toBe(true)
    expect(result).toEqual({ size: body.length, video: { ext: 'mp4', mime: 'video/mp4' } })
  })

  it('refuses text, whatever it is called', async () => {
    const error = await run([Buffer.from('just some words '.repeat(400))], 1_000_000).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(UploadRefused)
    expect(error.status).toBe(415)
  })

  it('stops at the first byte past the limit', async () => {
    const error = await run([MP4_HEAD, Buffer.alloc(5000), Buffer.alloc(10)], 5000).catch((e) => e)
    expect(error).toBeInstanceOf(UploadRefused)
    expect(error.status).toBe(413)
    expect(error.message).toBe('File too large. Maximum size is 100MB')
  })
})
