/**
 * A malformed id, page, limit or filter value is the client's error: 400 or 404 with a JSON
 * error, never a 500. So is asking for the version history of what keeps none, and a public
 * form's body of a type the API does not read.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { multipart } from './helpers/multipart'
import { loggedDuring } from './helpers/payload-log'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload
let adminToken: string
let videoId: number

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await createStaff(payload, 'admin')).token
  videoId = (
    await payload.create({
      collection: 'videos',
      data: { title: 'Malformed test', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    })
  ).id
})

const expectClientError = async (
  path: string,
  status: 400 | 404,
  options: { token?: string; method?: 'GET' | 'PATCH' | 'DELETE' | 'POST' } = {},
) => {
  const res = await api(options.method ?? 'GET', path, {
    token: options.token,
    ...(options.method === 'PATCH' || options.method === 'POST' ? { body: {} } : {}),
  })
  expect(res.status, path).toBe(status)
  expect(res.body?.errors?.[0]?.message, path).toEqual(expect.any(String))
}

describe('ids out of the column’s range', () => {
  it('answer 404, as an unknown id does', async () => {
    for (const path of [
      '/videos/99999999999999999999',
      '/videos/2147483648',
      '/blog/2147483648',
      '/gallery/99999999999999999999',
    ]) {
      await expectClientError(path, 404)
    }
    await expectClientError('/videos/99999999999999999999', 404, {
      token: adminToken,
      method: 'PATCH',
    })
    await expectClientError('/videos/2147483648', 404, { token: adminToken, method: 'DELETE' })
    await expectClientError('/registrations/99999999999999999999', 404, { token: adminToken })
  })

  it('in a filter answer 404 too', async () => {
    await expectClientError('/videos?where[id][equals]=99999999999999999999', 404)
    await expectClientError('/videos?where[id][in]=1,2147483648', 404)
    await expectClientError('/videos/count?where[id][equals]=99999999999999999999', 404)
  })
})

describe('the log of a malformed value', () => {
  it('is one short line, not the failed query, whoever asks', async () => {
    const logged = await loggedDuring(payload, async () => {
      await expectClientError('/videos/2147483648', 404)
      await expectClientError('/videos/abc', 404)
      await expectClientError('/blog?where[id][equals]=99999999999', 404)
    })
    const lines = logged.split('\n').filter((line) => line.trim())
    expect(lines, logged).toHaveLength(3)
    for (const line of lines) expect(line).toContain('answered Not Found')
    expect(logged).not.toMatch(/select|params|stack/i)
  })

  it('leaves a failure of ours logged in full', async () => {
    const logged = await loggedDuring(payload, async () => {
      const failed = await payload.db.drizzle.execute('select * from no_such_table').catch((e) => e)
      payload.logger.error({ err: failed })
    })
    expect(logged).toContain('no_such_table')
  })
})

describe('page, limit and filter values Payload cannot read', () => {
  it('answer 400 with what is wrong', async () => {
    for (const query of [
      'page=-5',
      'page=0',
      'page=abc',
      'page=1.5',
      'page[x]=1',
      'limit=-5',
      'limit=abc',
      'limit=99999999999999999999',
      'where=abc',
      'where[id][near]=1,2',
    ]) {
      await expectClientError(`/videos?${query}`, 400)
    }
    await expectClientError('/blog?lang=ms&page=-2', 400)
    await expectClientError('/blog?where[tags][all]=leadership', 400)
    await expectClientError('/registrations?page=-5', 400, { token: adminToken })
  })

  it('leave well-formed requests alone', async () => {
    const one = await api('GET', `/videos/${videoId}`)
    expect(one.status).toBe(200)
    const page = await api('GET', `/videos?page=1&limit=5&where[id][equals]=${videoId}`)
    expect(page.status).toBe(200)
    expect(page.body.docs.map((doc: { id: number }) => doc.id)).toEqual([videoId])
    expect((await api('GET', '/videos?limit=0&pagination=false')).status).toBe(200)
    expect((await api('GET', '/blog?lang=ms&page=1')).status).toBe(200)
  })
})

describe('version history', () => {
  it('answers 404 where nothing keeps versions, to staff too', async () => {
    for (const path of [
      '/registrations/versions',
      '/registrations/versions/1',
      '/contact/versions',
      '/videos/versions',
      '/payload-jobs/versions',
      '/globals/site/versions',
      '/globals/workshop/versions/1',
    ]) {
      await expectClientError(path, 404, { token: adminToken })
    }
    await expectClientError('/registrations/versions/1', 404, {
      token: adminToken,
      method: 'POST',
    })
  })

  it('is still there for the blog, which keeps drafts', async () => {
    const res = await api('GET', '/blog/versions?limit=1', { token: adminToken })
    expect(res.status).toBe(200)
    expect(res.body.docs).toEqual(expect.any(Array))
  })
})

describe('public form bodies the API does not read', () => {
  const countOf = async (collection: 'contact' | 'registrations') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs

  it('answer 415 for text and URL-encoded forms, and 400 for a form without data, storing nothing', async () => {
    for (const collection of ['contact', 'registrations'] as const) {
      const before = await countOf(collection)
      for (const [type, rawBody] of [
        ['text/plain', 'name=Aina&email=aina@example.com&message=Hello'],
        ['application/x-www-form-urlencoded', 'name=Aina&email=aina@example.com&message=Hello'],
        ['application/xml', '<contact><name>Aina</name></contact>'],
      ] as const) {
        const res = await api('POST', `/${collection}`, {
          rawBody,
          headers: { 'content-type': type },
        })
        expect(res.status, `${collection} ${type}`).toBe(415)
        expect(res.body.errors[0].message).toBe('Send the request body as application/json.')
      }
      const res = await api(
        'POST',
        `/${collection}`,
        await multipart({ name: 'Aina', message: 'Hello' }),
      )
      expect(res.status, `${collection} multipart`).toBe(400)
      expect(res.body.errors[0].data.errors.length).toBeGreaterThan(0)
      const whole = await multipart({ _payload: JSON.stringify({ name: 'Aina' }) })
      const cutShort = await api('POST', `/${collection}`, {
        rawBody: whole.rawBody.slice(0, whole.rawBody.length - 20),
        headers: whole.headers,
      })
      expect(cutShort.status, `${collection} multipart cut short`).toBe(400)
      expect(cutShort.body.errors[0].message).toBe('The form could not be read.')
      expect(await countOf(collection)).toBe(before)
    }
  })
})

describe('file names that are not a stored file', () => {
  it('answer 404, for staff and visitors alike', async () => {
    for (const path of [
      '/payment-slips/file/%25',
      '/payment-slips/file/slip-none.pdf',
      '/media/file/%25',
      '/media/file/%E0%A4%A',
      '/media/file/none.webp',
    ]) {
      const res = await api('GET', path, { token: adminToken })
      expect(res.status, path).toBe(404)
    }
    expect((await api('GET', '/media/file/%25')).status).toBe(404)
  })
})
