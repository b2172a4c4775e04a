import { expect, type APIRequestContext } from '@playwright/test'

/** Bytes that start like an MP4 (an `ftyp` box), so the server's content check accepts them. */
export const fakeMp4 = (size: number) => {
  const bytes = Buffer.alloc(size, 7)
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]).copy(bytes)
  return bytes
}

/** Uploads a file through the signed-upload flow and returns the stored path for a video. */
export const uploadVideoFile = async (
  request: APIRequestContext,
  auth: Record<string, string>,
  bytes: Buffer = fakeMp4(64 * 1024),
) => {
  const issued = await request.post('/api/objects/upload', { headers: auth })
  expect(issued.status()).toBe(200)
  const { uploadURL } = await issued.json()
  const put = await request.put(uploadURL, {
    headers: { 'content-type': 'video/mp4' },
    data: bytes,
  })
  expect(put.status()).toBe(200)
  const normalized = await request.post('/api/objects/normalize-path', {
    headers: auth,
    data: { rawPath: uploadURL },
  })
  expect(normalized.status()).toBe(200)
  return {
    uploadURL: uploadURL as string,
    filePath: (await normalized.json()).normalizedPath as string,
  }
}
