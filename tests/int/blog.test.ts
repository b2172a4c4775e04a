import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>
let publishedId: number

const EN =
  '## Why listening matters\n\nLeaders listen first.\n\n- Ask open questions\n- Summarise what you heard'
const MS = '## Mengapa mendengar penting\n\nPemimpin mendengar dahulu.\n\n- Tanya soalan terbuka'

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaff(payload, 'editor')
  const post = await payload.create({
    collection: 'blog',
    locale: 'en',
    data: {
      slug: 'listening-leaders',
      title: 'Listening leaders',
      excerpt: 'Why the best leaders listen.',
      content: EN,
      tags: ['communication'],
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'blog',
    id: post.id,
    locale: 'ms',
    data: {
      title: 'Pemimpin yang mendengar',
      excerpt: 'Mengapa pemimpin terbaik mendengar.',
      content: MS,
      tags: ['komunikasi'],
      _status: 'published',
    },
  })
  publishedId = post.id
  await payload.create({
    collection: 'blog',
    locale: 'en',
    data: { slug: 'secret-draft', title: 'Secret draft', content: 'Not yet.', _status: 'draft' },
  })
})

describe('blog API', () => {
  it('serves each language by slug, content as the spec’s line text', async () => {
    const en = await api('GET', '/blog/slug/listening-leaders?lang=en')
    expect(en.status).toBe(200)
    expect(en.body.title).toBe('Listening leaders')
    expect(en.body.content).toContain('## Why listening matters')
    expect(en.body.content).toMatch(/^- Ask open questions$/m)

    const ms = await api('GET', '/blog/slug/listening-leaders?lang=ms')
    expect(ms.body.title).toBe('Pemimpin yang mendengar')
    expect(ms.body.content).toContain('## Mengapa mendengar penting')
    expect(ms.body.slug).toBe('listening-leaders')
  })

  it('lists posts in the asked language', async () => {
    const ms = await api('GET', '/blog?locale=ms&limit=50')
    expect(ms.status).toBe(200)
    expect(ms.body.docs.map((d: { title: string }) => d.title)).toContain('Pemimpin yang mendengar')
  })

  it('keeps a post’s tags in each language, the Malay falling back to the English', async () => {
    const ms = await api('GET', '/blog/slug/listening-leaders?lang=ms')
    expect(ms.body.tags).toEqual(['komunikasi'])
    const en = await api('GET', '/blog/slug/listening-leaders?lang=en')
    expect(en.body.tags).toEqual(['communication'])
    const draftless = await payload.create({
      collection: 'blog',
      locale: 'en',
      data: { slug: 'english-only-tags', title: 'English only', content: 'Hi.', tags: ['only'] },
    })
    const fallback = await payload.findByID({ collection: 'blog', id: draftless.id, locale: 'ms' })
    expect(fallback.tags).toEqual(['only'])
  })

  it('gives every language’s content when read with locale=all', async () => {
    const all = await api('GET', `/blog/${publishedId}?locale=all`)
    expect(all.status).toBe(200)
    expect(all.body.title).toMatchObject({ en: 'Listening leaders' })
    expect(all.body.content.en).toContain('## Why listening matters')
    expect(all.body.content.ms).toContain('## Mengapa mendengar penting')
  })

  it('reads the spec’s lang on the list and by slug, English by default', async () => {
    const titles = (body: { docs: Array<{ slug: string; title: string }> }) =>
      body.docs.find((d) => d.slug === 'listening-leaders')?.title
    const ms = await api('GET', '/blog?lang=ms&limit=50')
    expect(ms.status).toBe(200)
    expect(titles(ms.body)).toBe('Pemimpin yang mendengar')
    const en = await api('GET', '/blog?lang=en&limit=50')
    expect(titles(en.body)).toBe('Listening leaders')
    expect(titles((await api('GET', '/blog?limit=50')).body)).toBe('Listening leaders')

    const bySlugMs = await api('GET', '/blog/listening-leaders?lang=ms')
    expect(bySlugMs.status).toBe(200)
    expect(bySlugMs.body.title).toBe('Pemimpin yang mendengar')
    expect(bySlugMs.body.excerpt).toBe('Mengapa pemimpin terbaik mendengar.')
    expect(bySlugMs.body.content).toContain('## Mengapa mendengar penting')
    const bySlug = await api('GET', '/blog/listening-leaders')
    expect(bySlug.body.title).toBe('Listening leaders')
    expect((await api('GET', '/blog/listening-leaders?lang=en')).body.title).toBe(
      'Listening leaders',
    )
  })

  it('refuses an unknown language with 400 on the list and by slug', async () => {
    for (const path of ['/blog?lang=xx', '/blog/listening-leaders?lang=xx', '/blog?lang=']) {
      const res = await api('GET', path)
      expect(res.status, path).toBe(400)
      expect(res.body.errors[0].message).toMatch(/lang=en or lang=ms/)
    }
  })

  it('keeps drafts from anonymous callers in either language', async () => {
    for (const lang of ['en', 'ms']) {
      const list = await api('GET', `/blog?lang=${lang}&limit=100`)
      expect(list.body.docs.map((d: { slug: string }) => d.slug)).not.toContain('secret-draft')
      expect((await api('GET', `/blog/secret-draft?lang=${lang}`)).status).toBe(404)
    }
    const staff = await api('GET', '/blog/secret-draft?lang=en', { token: editor.token })
    expect(staff.status).toBe(200)
  })

  it('keeps drafts from the public, but not from staff', async () => {
    const list = await api('GET', '/blog?limit=100')
    expect(list.body.docs.map((d: { slug: string }) => d.slug)).not.toContain('secret-draft')
    expect((await api('GET', '/blog/slug/secret-draft')).status).toBe(404)

    const staff = await api('GET', '/blog/slug/secret-draft', { token: editor.token })
    expect(staff.status).toBe(200)
    expect(staff.body.title).toBe('Secret draft')
  })

  it('keeps Payload’s own by-id, count and versions routes', async () => {
    const byId = await api('GET', `/blog/${publishedId}?locale=ms`)
    expect(byId.status).toBe(200)
    expect(byId.body.title).toBe('Pemimpin yang mendengar')
    const count = await api('GET', '/blog/count')
    expect(count.status).toBe(200)
    expect(count.body.totalDocs).toBeGreaterThanOrEqual(5)
    const versions = await api('GET', '/blog/versions', { token: editor.token })
    expect(versions.status).toBe(200)
    expect(versions.body.docs.length).toBeGreaterThan(0)
  })

  it('seeded at least four posts written in both languages', async () => {
    const en = await payload.find({
      collection: 'blog',
      locale: 'en',
      where: { _status: { equals: 'published' } },
      limit: 100,
    })
    const ms = await payload.find({
      collection: 'blog',
      locale: 'ms',
      fallbackLocale: false,
      where: { _status: { equals: 'published' } },
      limit: 100,
    })
    expect(en.totalDocs).toBeGreaterThanOrEqual(5)
    const msTitled = ms.docs.filter((d) => d.title)
    expect(msTitled.length).toBeGreaterThanOrEqual(5)
  })

  it('refuses a purely numeric or reserved slug', async () => {
    for (const slug of ['2025', 'count']) {
      const res = await api('POST', '/blog', {
        token: editor.token,
        body: { slug, title: 'Bad slug', _status: 'draft' },
      })
      expect(res.status).toBe(400)
    }
  })
})

describe('scheduled publishing', () => {
  it('keeps a scheduled post hidden until its time, then the job queue publishes it', async () => {
    const draft = await payload.create({
      collection: 'blog',
      locale: 'en',
      data: {
        slug: 'scheduled-for-later',
        title: 'Scheduled for later',
        excerpt: 'Goes out on its own.',
        content: 'Published by the schedule.',
        _status: 'draft',
      },
    })
    // What the admin's "Schedule publish" queues (Payload's schedulePublish task).
    await payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      waitUntil: new Date(Date.now() + 1500),
      input: { type: 'publish', doc: { relationTo: 'blog', value: draft.id } },
    })
    const visible = async () =>
      (await api('GET', '/blog?lang=en&limit=100')).body.docs.some(
        (doc: { slug: string }) => doc.slug === 'scheduled-for-later',
      )

    await payload.jobs.run({ queue: 'default' })
    expect(await visible()).toBe(false)
    expect((await api('GET', '/blog/slug/scheduled-for-later?lang=en')).status).toBe(404)

    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run({ queue: 'default' })
    expect(await visible()).toBe(true)
    const post = await api('GET', '/blog/slug/scheduled-for-later?lang=en')
    expect(post.status).toBe(200)
    expect(post.body.title).toBe('Scheduled for later')
  })
})
