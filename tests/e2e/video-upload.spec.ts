import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { fakeMp4 } from './helpers/video-files'

// The upload flow over real HTTP through the production server: the upload link bypasses
// the API proxy (which would buffer bodies) and the stored file is served with byte ranges.

test('a staff upload is stored, normalized and served with byte ranges', async ({
  request,
  playwright,
  baseURL,
}) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  const auth = { authorization: `JWT ${(await login.json()).token}` }

  const issued = await request.post('/api/objects/upload', { headers: auth })
  expect(issued.status()).toBe(200)
  const { uploadURL } = await issued.json()

  // 12 MB: more than Next.js would let through a proxied request body.
  const bytes = fakeMp4(12 * 1024 * 1024)
  const put = await request.put(uploadURL, {
    headers: { 'content-type': 'video/mp4' },
    data: bytes,
  })
  expect(put.status()).toBe(200)
  expect((await put.json()).size).toBe(bytes.length)

  const normalized = await request.post('/api/objects/normalize-path', {
    headers: auth,
    data: { rawPath: uploadURL },
  })
  expect(normalized.status()).toBe(200)
  const { normalizedPath } = await normalized.json()

  const ranged = await request.get(normalizedPath, { headers: { range: 'bytes=100-199' } })
  expect(ranged.status()).toBe(206)
  expect(ranged.headers()['content-range']).toBe(`bytes 100-199/${bytes.length}`)
  expect(Buffer.compare(await ranged.body(), bytes.subarray(100, 200))).toBe(0)

  // A fresh context: the one above holds the login cookie.
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.post('/api/objects/upload')).status()).toBe(401)
  await visitor.dispose()
})
