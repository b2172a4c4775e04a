import { describe, expect, it } from 'vitest'

import { validate } from '@/lib/validation/field-errors'
import { videoSchema, videoUpdateSchema } from '@/lib/validation/video'

const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ'
const FILE = '/objects/videos/3f2b8c1e-9a4d-4e7f-b123-0a1b2c3d4e5f.mp4'

const errorsFor = (input: unknown) => {
  const result = validate(videoSchema, input)
  return result.ok ? [] : result.errors
}

describe('videoSchema', () => {
  it('accepts a YouTube video', () => {
    expect(
      validate(videoSchema, {
        title: ' Leading Change ',
        description: ' ',
        youtubeUrl: ` ${YOUTUBE} `,
      }),
    ).toEqual({ ok: true, data: { title: 'Leading Change', youtubeUrl: YOUTUBE } })
  })

  it('accepts an uploaded file', () => {
    expect(
      validate(videoSchema, {
        title: 'Graduation',
        description: 'Class of 2025',
        fileName: 'graduation.mp4',
        filePath: FILE,
        youtubeUrl: '',
        isActive: true,
      }),
    ).toEqual({
      ok: true,
      data: {
        title: 'Graduation',
        description: 'Class of 2025',
        fileName: 'graduation.mp4',
        filePath: FILE,
      },
    })
  })

  it('asks for a title', () => {
    expect(errorsFor({ title: '  ', youtubeUrl: YOUTUBE })).toEqual([
      { path: 'title', message: 'Please enter a video title' },
    ])
  })

  it('asks for a YouTube URL or a file, alongside other problems', () => {
    expect(errorsFor({ title: 'Talk' })).toEqual([
      { path: 'youtubeUrl', message: 'Please enter a YouTube URL or upload a video file' },
    ])
    expect(errorsFor({ youtubeUrl: ' ', filePath: '' })).toEqual([
      { path: 'title', message: 'Please enter a video title' },
      { path: 'youtubeUrl', message: 'Please enter a YouTube URL or upload a video file' },
    ])
  })

  it('refuses links that are not YouTube videos', () => {
    for (const youtubeUrl of [
      'https://vimeo.com/1234',
      'javascript:alert(1)',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(errorsFor({ title: 'Talk', youtubeUrl })).toEqual([
        { path: 'youtubeUrl', message: 'Please enter a valid YouTube URL' },
      ])
    }
  })

  it('refuses files that were not uploaded here', () => {
    for (const filePath of ['https://evil.example/video.mp4', '/objects/videos/../../etc/passwd']) {
      expect(errorsFor({ title: 'Talk', filePath })).toEqual([
        { path: 'filePath', message: 'The video file must be one uploaded through this site' },
      ])
    }
  })

  it('limits lengths', () => {
    expect(
      errorsFor({
        title: 't'.repeat(201),
        description: 'd'.repeat(2001),
        filePath: FILE,
        fileName: 'f'.repeat(256),
      }),
    ).toEqual([
      { path: 'title', message: 'Title must be at most 200 characters' },
      { path: 'description', message: 'Description must be at most 2000 characters' },
      { path: 'fileName', message: 'File name must be at most 255 characters' },
    ])
    expect(errorsFor({ title: 'Talk', youtubeUrl: `${YOUTUBE}?x=${'a'.repeat(500)}` })).toEqual([
      { path: 'youtubeUrl', message: 'YouTube URL must be at most 500 characters' },
    ])
  })
})

describe('videoUpdateSchema', () => {
  it('passes on only what was sent', () => {
    expect(validate(videoUpdateSchema, {})).toEqual({ ok: true, data: {} })
    expect(validate(videoUpdateSchema, { isActive: false, youtubeUrl: 'x' })).toEqual({
      ok: true,
      data: { isActive: false },
    })
    expect(validate(videoUpdateSchema, { title: ' New title ', description: ' New ' })).toEqual({
      ok: true,
      data: { title: 'New title', description: 'New' },
    })
  })

  it('clears the description when it is sent blank', () => {
    expect(validate(videoUpdateSchema, { description: '  ' })).toEqual({
      ok: true,
      data: { description: null },
    })
    expect(validate(videoUpdateSchema, { description: null })).toEqual({
      ok: true,
      data: { description: null },
    })
  })

  it('refuses a blank title and a non-boolean isActive', () => {
    const result = validate(videoUpdateSchema, { title: ' ', isActive: 'yes' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors[0]).toEqual({ path: 'title', message: 'Please enter a video title' })
    expect(result.errors[1].path).toBe('isActive')
  })
})
