import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { createStaff } from './helpers/staff'
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'
import * as handlers from '@/server/http/rest-handlers'

// Media uploads go through Payload's multipart route; only raster images are stored, so no
// uploaded file can carry script (an SVG or XML file opened from /api/media/file/ would run
// in the site's origin).

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await createStaff(payload, 'editor')).token
})

const uploadMedia = async (file: Blob, filename: string, alt: string) => {
  const form = new FormData()
  form.append('file', file, filename)
  form.append('_payload', JSON.stringify({ alt }))
  const request = new Request('http://localhost:3000/api/media', {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, [PEER_ADDRESS_HEADER]: '2001:db8::5ee' },
    body: form,
  })
  const response = await handlers.POST(request, { params: Promise.resolve({ slug: ['media'] }) })
  return { status: response.status, body: await response.json() }
}

const storedWithAlt = (alt: string) =>
  payload.count({ collection: 'media', where: { alt: { equals: alt } } }).then((r) => r.totalDocs)

describe('media uploads', () => {
  it('refuses an SVG with script in it, storing nothing', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
    const res = await uploadMedia(
      new Blob([svg], { type: 'image/svg+xml' }),
      'logo.svg',
      'svg-upload',
    )
    expect(res.status).toBe(400)
    expect(await storedWithAlt('svg-upload')).toBe(0)
  })

  it('refuses an SVG disguised with a .png name and type', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const res = await uploadMedia(new Blob([svg], { type: 'image/png' }), 'photo.png', 'svg-as-png')
    expect(res.status).toBe(400)
    expect(await storedWithAlt('svg-as-png')).toBe(0)
  })

  it('accepts a real PNG', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer()
    const res = await uploadMedia(
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'dot.png',
      'real-png',
    )
    expect(res.status).toBe(201)
    expect(await storedWithAlt('real-png')).toBe(1)
  })
})
