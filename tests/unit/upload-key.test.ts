import { describe, expect, it } from 'vitest'

import { uploadKeyFromRawPath } from '@/lib/video-uploads/upload-key'

const KEY = '3f0b8c1e-2a4d-4c6e-9f10-1234567890ab'

describe('uploadKeyFromRawPath', () => {
  it('reads the key from our link, a presigned S3 URL or a stored path', () => {
    expect(uploadKeyFromRawPath(`/api/objects/uploads/${KEY}?expires=1&signature=x`)).toBe(KEY)
    expect(uploadKeyFromRawPath(`https://site.my/api/objects/uploads/${KEY}`)).toBe(KEY)
    expect(
      uploadKeyFromRawPath(`http://127.0.0.1:9000/bucket/incoming/${KEY}?X-Amz-Signature=a`),
    ).toBe(KEY)
    expect(uploadKeyFromRawPath(`https://bucket.s3.amazonaws.com/incoming/${KEY}`)).toBe(KEY)
    expect(uploadKeyFromRawPath(`/objects/videos/${KEY}.mp4`)).toBe(KEY)
  })

  it('finds nothing in other addresses', () => {
    expect(uploadKeyFromRawPath('https://evil.example/a.mp4')).toBeNull()
    expect(uploadKeyFromRawPath(`/somewhere/${KEY}`)).toBeNull()
    expect(uploadKeyFromRawPath('/api/objects/uploads/not-a-uuid')).toBeNull()
    expect(uploadKeyFromRawPath('')).toBeNull()
  })
})
