import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { fakeVideo, uploadVideo } from './helpers/video-upload'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaff(payload, 'editor')
})

const FILE_PATH = '/objects/videos/3f0b8c1e-2a4d-4c6e-9f10-1234567890ab.mp4'

describe('POST /api/videos validation', () => {
  it.each([
    [
      'a missing title',
      { title: ' ', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      'title',
      'Please enter a video title',
    ],
    [
      'no source',
      { title: 'Leading teams' },
      'youtubeUrl',
      'Please enter a YouTube URL or upload a video file',
    ],
    [
      'a foreign URL',
      { title: 'x', youtubeUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ' },
      'youtubeUrl',
      'Please enter a valid YouTube URL',
    ],
    [
      'a javascript: URL',
      { title: 'x', youtubeUrl: 'javascript:alert(1)' },
      'youtubeUrl',
      'Please enter a valid YouTube URL',
    ],
    [
      'a path we never issued',
      { title: 'x', fileName: 'a.mp4', filePath: 'https://evil.example/a.mp4' },
      'filePath',
      'The video file must be one uploaded through this site',
    ],
  ])('refuses %s', async (_label, body, path, message) => {
    const before = (await payload.count({ collection: 'videos' })).totalDocs
    const res = await api('POST', '/videos', { token: editor.token, body })
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body)[path]).toBe(message)
    expect((await payload.count({ collection: 'videos' })).totalDocs).toBe(before)
  })

  it('accepts a YouTube link or a stored file', async () => {
    const yt = await api('POST', '/videos', {
      token: editor.token,
      body: {
        title: 'Strategic thinking',
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    })
    expect(yt.status).toBe(201)
    expect(yt.body.doc.isActive).toBe(true)
    const filePath = await uploadVideo(editor.token, fakeVideo(10_000))
    const file = await api('POST', '/videos', {
      token: editor.token,
      body: { title: 'Team performance', fileName: 'team.mp4', filePath },
    })
    expect(file.status).toBe(201)

    // The right shape is not enough: the file must be one this site stored.
    const unissued = await api('POST', '/videos', {
      token: editor.token,
      body: { title: 'Made-up file', fileName: 'x.mp4', filePath: FILE_PATH },
    })
    expect(unissued.status).toBe(400)
    expect(fieldErrors(unissued.body).filePath).toBe(
      'The video file must be one uploaded through this site',
    )
  })
})

describe('public and staff lists', () => {
  it('shows visitors active videos only, staff every video', async () => {
    const hidden = await payload.create({
      collection: 'videos',
      data: {
        title: 'Hidden draft video',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        isActive: false,
      },
    })
    const publicList = await api('GET', '/videos?limit=100')
    expect(publicList.status).toBe(200)
    expect(publicList.body.docs.length).toBeGreaterThan(0)
    expect(publicList.body.docs.every((v: { isActive: boolean }) => v.isActive)).toBe(true)
    expect(publicList.body.docs.some((v: { id: number }) => v.id === hidden.id)).toBe(false)

    const staffList = await api('GET', '/admin/videos', { token: editor.token })
    expect(staffList.status).toBe(200)
    expect(staffList.body.docs.some((v: { id: number }) => v.id === hidden.id)).toBe(true)
  })

  it('edits and deletes through /api/admin/videos/{id}', async () => {
    const video = await payload.create({
      collection: 'videos',
      data: { title: 'To edit', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    })
    const edited = await api('PUT', `/admin/videos/${video.id}`, {
      token: editor.token,
      body: { title: 'Edited title', description: 'New words', isActive: false },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.doc).toMatchObject({ title: 'Edited title', isActive: false })

    const blank = await api('PUT', `/admin/videos/${video.id}`, {
      token: editor.token,
      body: { title: '' },
    })
    expect(blank.status).toBe(400)
    expect(fieldErrors(blank.body).title).toBe('Please enter a video title')

    const malformed = await api('PUT', `/admin/videos/${video.id}`, {
      token: editor.token,
      rawBody: '{',
    })
    expect(malformed.status).toBe(400)

    expect((await api('DELETE', `/admin/videos/${video.id}`, { token: editor.token })).status).toBe(
      200,
    )
    expect((await api('DELETE', `/admin/videos/${video.id}`, { token: editor.token })).status).toBe(
      404,
    )
    expect(
      (await api('PUT', '/admin/videos/999999', { token: editor.token, body: { title: 'x' } }))
        .status,
    ).toBe(404)
  })
})
