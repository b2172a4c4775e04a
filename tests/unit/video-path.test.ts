import { describe, expect, it } from 'vitest'

import {
  VIDEO_EXTENSIONS,
  isStoredVideoPath,
  parseStoredVideoPath,
  storedVideoPath,
} from '@/lib/video-path'

const UUID = '3f2b8c1e-9a4d-4e7f-b123-0a1b2c3d4e5f'

describe('stored video paths', () => {
  it('offers the browser-playable formats', () => {
    expect(VIDEO_EXTENSIONS).toEqual(['mp4', 'webm', 'mov', 'm4v', 'ogv'])
  })

  it.each(VIDEO_EXTENSIONS)('accepts an uploaded .%s file', (ext) => {
    const path = `/objects/videos/${UUID}.${ext}`
    expect(isStoredVideoPath(path)).toBe(true)
    expect(parseStoredVideoPath(path)).toEqual({ id: UUID, ext })
  })

  it.each([
    '',
    `objects/videos/${UUID}.mp4`,
    `/objects/videos/${UUID}.mp4?download=1`,
    `/objects/videos/${UUID}.mp4#t=10`,
    `/objects/videos/../videos/${UUID}.mp4`,
    `/objects/videos/${UUID}/../../secret.mp4`,
    `/objects/images/${UUID}.mp4`,
    `/objects/videos/sub/${UUID}.mp4`,
    `/api/objects/videos/${UUID}.mp4`,
    `https://cdn.example.com/objects/videos/${UUID}.mp4`,
    `//evil.example/objects/videos/${UUID}.mp4`,
    `/objects/videos/${UUID.toUpperCase()}.mp4`,
    `/objects/videos/${UUID}.MP4`,
    `/objects/videos/${UUID}.avi`,
    `/objects/videos/${UUID}.mp4.exe`,
    `/objects/videos/${UUID}`,
    `/objects/videos/${UUID}.mp4/`,
    '/objects/videos/3f2b8c1e-9a4d-1e7f-b123-0a1b2c3d4e5f.mp4',
    '/objects/videos/3f2b8c1e-9a4d-4e7f-c123-0a1b2c3d4e5f.mp4',
    '/objects/videos/not-a-uuid.mp4',
    ` /objects/videos/${UUID}.mp4`,
  ])('refuses %s', (path) => {
    expect(isStoredVideoPath(path)).toBe(false)
    expect(parseStoredVideoPath(path)).toBeNull()
  })

  it('builds the path for an upload', () => {
    expect(storedVideoPath(UUID, 'webm')).toBe(`/objects/videos/${UUID}.webm`)
    expect(storedVideoPath(UUID.toUpperCase(), '.MP4')).toBe(`/objects/videos/${UUID}.mp4`)
    expect(isStoredVideoPath(storedVideoPath(UUID, 'mov'))).toBe(true)
  })

  it('refuses to build a path the site would later reject', () => {
    expect(() => storedVideoPath('../secret', 'mp4')).toThrow('UUID')
    expect(() => storedVideoPath(UUID, 'exe')).toThrow('extension')
    expect(() => storedVideoPath(UUID, 'mp4?x=1')).toThrow('extension')
  })
})
