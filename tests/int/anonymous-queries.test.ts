import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { createEdition } from './helpers/workshop'

// What a visitor can reach with hand-written queries: only the public collections, only
// their public documents, whatever `where`, `draft`, `depth` or `select` they add.

const PUBLIC_COLLECTIONS = new Set(['videos', 'blog', 'gallery', 'media', 'workshop-editions'])

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const editor = await createStaff(payload, 'editor')
  await payload.create({
    collection: 'videos',
    data: {
      title: 'Hidden staff-only video',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      isActive: false,
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'blog',
    data: { title: 'Unpublished plans', slug: `unpublished-plans-${Date.now()}`, _status: 'draft' },
    draft: true,
    user: editor.user,
  })
})

describe('anonymous queries', () => {
  it('every collection but the public ones refuses an anonymous list, with or without where', async () => {
    const privateSlugs = Object.keys(payload.collections).filter(
      (slug) => !PUBLIC_COLLECTIONS.has(slug),
    )
    expect(privateSlugs).toEqual(
      expect.arrayContaining([
        'users',
        'contact',
        'registrations',
        'form-submissions',
        'video-uploads',
      ]),
    )
    for (const slug of privateSlugs) {
      for (const query of [
        '',
        '?where[id][exists]=true',
        '?where[createdAt][exists]=true&depth=2',
      ]) {
        const res = await api('GET', `/${slug}${query}`)
        // Refused (401/403), or not served over REST at all (payload-migrations: 501); never a crash.
        expect(res.status, `${slug}${query}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${slug}${query}`).not.toBe(500)
        expect(res.body?.docs, `${slug}${query}`).toBeUndefined()
      }
    }
  })

  it('cannot reach a draft workshop edition through where, draft, select or its id', async () => {
    const draft = await createEdition(payload, {
      status: 'draft',
      title: 'Secret next run',
      startsInDays: 200,
    })
    try {
      for (const query of [
        '/workshop-editions?where[status][equals]=draft&limit=200',
        '/workshop-editions?where[or][0][status][equals]=draft&where[or][1][status][equals]=published&limit=200',
        '/workshop-editions?draft=true&limit=200',
        '/workshop-editions?select[title]=true&select[status]=true&limit=200',
        `/workshop-editions/${draft.id}`,
      ]) {
        const res = await api('GET', query)
        expect(res.status, query).not.toBe(500)
        expect(JSON.stringify(res.body), query).not.toContain('Secret next run')
      }
    } finally {
      await payload.delete({ collection: 'workshop-editions', id: draft.id })
    }
  })

  it('cannot select inactive videos or draft posts through where, draft or select', async () => {
    const videos = await api('GET', '/videos?where[isActive][equals]=false&limit=500')
    expect(videos.status).toBe(200)
    expect(videos.body.docs).toEqual([])
    const orVideos = await api(
      'GET',
      '/videos?where[or][0][isActive][equals]=false&where[or][1][isActive][equals]=true&limit=500',
    )
    expect(orVideos.body.docs.every((video: { isActive: boolean }) => video.isActive)).toBe(true)
    expect(JSON.stringify(orVideos.body)).not.toContain('Hidden staff-only video')

    for (const query of [
      '/blog?where[_status][equals]=draft&limit=200',
      '/blog?draft=true&limit=200',
      '/blog?where[title][like]=Unpublished&draft=true&limit=200',
      '/blog?select[title]=true&select[_status]=true&draft=true&limit=200',
    ]) {
      const res = await api('GET', query)
      expect(res.status, query).toBe(200)
      expect(JSON.stringify(res.body), query).not.toContain('Unpublished plans')
    }
  })

  it('cannot filter public documents by fields of private collections', async () => {
    // Blog posts, gallery items and media link to nothing private; a path through a
    // relationship into users or submissions must not answer with data either way.
    for (const query of [
      '/blog?where[featuredImage.createdBy.email][exists]=true',
      '/videos?where[createdBy.email][like]=staff',
      '/gallery?where[image.uploadedBy.password][exists]=true',
    ]) {
      const res = await api('GET', query)
      expect(res.status, query).toBeGreaterThanOrEqual(400)
      expect(res.status, query).toBeLessThan(500)
      expect(res.body?.docs, query).toBeUndefined()
    }
  })

  it('answers 404 for ids that do not exist, to anyone', async () => {
    const admin = await createStaff(payload, 'admin')
    for (const slug of [
      'videos',
      'gallery',
      'media',
      'contact',
      'registrations',
    ] as CollectionSlug[]) {
      const res = await api('GET', `/${slug}/987654321`, { token: admin.token })
      expect(res.status, slug).toBe(404)
    }
    const patch = await api('PATCH', '/contact/987654321', {
      token: admin.token,
      body: { replied: true },
    })
    expect(patch.status).toBe(404)
    expect((await api('GET', '/blog/no-such-post-anywhere')).status).toBe(404)

    // Anonymous callers get 404 on the public collections too, and so do ids that are not
    // even numbers (PostgreSQL refuses them: that was a 500).
    for (const slug of ['videos', 'gallery', 'media'] as CollectionSlug[]) {
      expect((await api('GET', `/${slug}/987654321`)).status, slug).toBe(404)
      const malformed = await api('GET', `/${slug}/not-a-number`)
      expect(malformed.status, `${slug} malformed`).toBe(404)
      expect(malformed.body.errors?.[0]?.message, `${slug} malformed`).toBe('Not Found')
    }
  })
})
