/**
 * DESIGN.md §5, row by row: what anonymous visitors, editors and admins may call.
 * (The upload flow itself is tested in tests/int/shared/video-storage-suite.ts.)
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { createEdition, names, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
const tokens: Record<'anonymous' | 'editor' | 'admin', string | undefined> = {
  anonymous: undefined,
  editor: undefined,
  admin: undefined,
}
type Who = keyof typeof tokens

const newInquiry = () =>
  payload.create({
    collection: 'contact',
    data: { name: 'Test Person', email: 'matrix@example.my', message: 'A message long enough.' },
  })
const newVideo = () =>
  payload.create({
    collection: 'videos',
    data: { title: 'Matrix video', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  })

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  tokens.editor = (await createStaff(payload, 'editor')).token
  tokens.admin = (await createStaff(payload, 'admin')).token
})

const as = (who: Who) => ({ token: tokens[who] })

describe.each<[Who, { staff: boolean; admin: boolean }]>([
  ['anonymous', { staff: false, admin: false }],
  ['editor', { staff: true, admin: false }],
  ['admin', { staff: true, admin: true }],
])('%s', (who, may) => {
  const denied = (status: number) => expect([401, 403]).toContain(status)

  it('GET /api/videos: active only for the public, all for staff', async () => {
    const inactive = await payload.create({
      collection: 'videos',
      data: { title: 'Inactive', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', isActive: false },
    })
    const res = await api('GET', '/videos?limit=500', as(who))
    expect(res.status).toBe(200)
    const ids = res.body.docs.map((d: { id: number }) => d.id)
    expect(ids.includes(inactive.id)).toBe(may.staff)
  })

  it('POST /api/contact: allowed', async () => {
    const res = await api('POST', '/contact', {
      ...as(who),
      body: { name: 'Anyone', email: 'anyone@example.my', message: 'Hello there, academy.' },
    })
    expect(res.status).toBe(201)
  })

  it('GET /api/contact, PATCH and DELETE /api/contact/{id}: admins only', async () => {
    const inquiry = await newInquiry()
    const list = await api('GET', '/contact', as(who))
    const patch = await api('PATCH', `/contact/${inquiry.id}`, {
      ...as(who),
      body: { isReplied: true },
    })
    const del = await api('DELETE', `/contact/${inquiry.id}`, as(who))
    if (may.admin) {
      expect([list.status, patch.status, del.status]).toEqual([200, 200, 200])
    } else {
      ;[list.status, patch.status, del.status].forEach(denied)
      const stored = await payload.findByID({ collection: 'contact', id: inquiry.id })
      expect(stored.isReplied).toBe(false)
    }
  })

  it('GET /api/admin/videos, POST /api/videos, PUT/DELETE /api/admin/videos/{id}: staff', async () => {
    const video = await newVideo()
    const list = await api('GET', '/admin/videos', as(who))
    const create = await api('POST', '/videos', {
      ...as(who),
      body: { title: 'New', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    })
    const put = await api('PUT', `/admin/videos/${video.id}`, {
      ...as(who),
      body: { title: 'Renamed' },
    })
    const del = await api('DELETE', `/admin/videos/${video.id}`, as(who))
    if (may.staff) {
      expect([list.status, create.status, put.status, del.status]).toEqual([200, 201, 200, 200])
    } else {
      ;[list.status, create.status, put.status, del.status].forEach(denied)
      expect(list.status).toBe(401)
      const stored = await payload.findByID({ collection: 'videos', id: video.id })
      expect(stored.title).toBe('Matrix video')
    }
  })

  it('POST /api/objects/upload and /api/objects/normalize-path: staff', async () => {
    const upload = await api('POST', '/objects/upload', as(who))
    const normalize = await api('POST', '/objects/normalize-path', {
      ...as(who),
      body: { rawPath: '/api/objects/uploads/3f0b8c1e-2a4d-4c6e-9f10-1234567890ab' },
    })
    if (may.staff) {
      expect(upload.status).toBe(200)
      expect(upload.body.uploadURL).toBeTruthy()
      // Past the role check: an upload that was never issued is simply not found.
      expect(normalize.status).toBe(404)
    } else {
      expect(upload.status).toBe(401)
      expect(normalize.status).toBe(401)
    }
  })

  it('GET /api/registrations, PATCH /api/registrations/{id}: admins only', async () => {
    const created = await api('POST', '/registrations', { body: registrationBody(names(1)) })
    const list = await api('GET', '/registrations', as(who))
    const patch = await api('PATCH', `/registrations/${created.body.doc.id}`, {
      ...as(who),
      body: { status: 'confirmed' },
    })
    if (may.admin) {
      expect([list.status, patch.status]).toEqual([200, 200])
    } else {
      ;[list.status, patch.status].forEach(denied)
      expect(JSON.stringify(list.body)).not.toContain('aminah@contoh.gov.my')
      const stored = await payload.findByID({
        collection: 'registrations',
        id: created.body.doc.id,
      })
      expect(stored.status).toBe('pending')
    }
  })

  it('workshop editions: anyone reads published ones; staff edit; admins create, duplicate and delete', async () => {
    const spare = await createEdition(payload, { startsInDays: 300, capacity: 7 })
    const read = await api('GET', `/workshop-editions/${spare.id}`, as(who))
    expect(read.status).toBe(200)
    const edit = await api('PATCH', `/workshop-editions/${spare.id}`, {
      ...as(who),
      body: { venue: `Venue set by ${who}` },
    })
    const duplicate = await api('POST', `/workshop-editions/${spare.id}/duplicate`, {
      ...as(who),
      body: {},
    })
    const remove = await api('DELETE', `/workshop-editions/${spare.id}`, as(who))
    if (may.staff) expect(edit.status).toBe(200)
    else denied(edit.status)
    if (may.admin) {
      expect([duplicate.status, remove.status]).toEqual([200, 200])
      await payload.delete({ collection: 'workshop-editions', id: duplicate.body.doc.id })
    } else {
      denied(duplicate.status)
      denied(remove.status)
      await payload.delete({ collection: 'workshop-editions', id: spare.id })
    }
  })

  it('POST /api/registrations: allowed', async () => {
    const res = await api('POST', '/registrations', {
      ...as(who),
      body: registrationBody(names(1)),
    })
    expect(res.status).toBe(201)
  })

  it('GET /api/blog and /api/blog/{slug}: drafts for staff only', async () => {
    const slug = `matrix-draft-${who}`
    await payload.create({
      collection: 'blog',
      data: { slug, title: 'Matrix draft', content: 'Draft.', _status: 'draft' },
    })
    const one = await api('GET', `/blog/slug/${slug}?lang=en`, as(who))
    const list = await api('GET', '/blog?limit=200&draft=true', as(who))
    const slugs = list.body.docs.map((d: { slug: string }) => d.slug)
    expect(one.status).toBe(may.staff ? 200 : 404)
    expect(slugs.includes(slug)).toBe(may.staff)
  })
})
