import { describe, expect, it } from 'vitest'

import { DEFAULT_VIDEO_DESCRIPTION, freeVideoCards, videoHref } from '@/lib/free-videos'

const FILE = '/objects/videos/0b7e4a52-2f1c-4c3e-9a4b-5d6e7f8a9b0c.mp4'
const samples = [
  { title: 'Sample one', description: 'First', videoPath: '', image: 11 },
  {
    title: 'Strategic sample',
    description: '',
    videoPath: 'https://youtu.be/dQw4w9WgXcQ',
    image: null,
  },
  { title: 'Sample three', description: null, videoPath: FILE, image: 13 },
  { title: 'Sample four', description: 'Not shown', videoPath: '', image: 14 },
]

describe('videoHref', () => {
  it('prefers a YouTube link over an uploaded file (spec §3)', () => {
    expect(videoHref('https://youtu.be/dQw4w9WgXcQ', FILE)).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    )
    expect(videoHref(null, FILE)).toBe(FILE)
  })

  it('never links to anything but YouTube or a path our storage issued', () => {
    expect(videoHref('javascript:alert(1)', null)).toBeNull()
    expect(videoHref('https://evil.example/watch?v=dQw4w9WgXcQ', null)).toBeNull()
    expect(videoHref(null, 'https://evil.example/video.mp4')).toBeNull()
    expect(videoHref(null, '/objects/videos/../../etc/passwd')).toBeNull()
    expect(videoHref('', '')).toBeNull()
  })
})

describe('freeVideoCards', () => {
  it('shows the three built-in samples while no video is active', () => {
    const cards = freeVideoCards([], samples)
    expect(cards.map((card) => card.title)).toEqual([
      'Sample one',
      'Strategic sample',
      'Sample three',
    ])
    expect(cards[0]).toMatchObject({ description: 'First', href: null, thumbnail: { image: 11 } })
    expect(cards[1]).toMatchObject({
      description: DEFAULT_VIDEO_DESCRIPTION,
      href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnail: { kind: 'strategy' },
    })
    expect(cards[2]).toMatchObject({ description: DEFAULT_VIDEO_DESCRIPTION, href: FILE })
  })

  it('shows up to three active videos instead, with artwork picked by title', () => {
    const active = [
      {
        id: 1,
        title: 'Team performance basics',
        description: null,
        youtubeUrl: null,
        filePath: FILE,
      },
      {
        id: 2,
        title: 'Leadership in a crisis',
        description: '  ',
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        filePath: FILE,
      },
      { id: 3, title: 'Welcome', description: 'Hello', youtubeUrl: null, filePath: null },
      { id: 4, title: 'Fourth', description: null, youtubeUrl: null, filePath: FILE },
    ]
    const cards = freeVideoCards(active, samples)
    expect(cards).toHaveLength(3)
    expect(cards.map((card) => [card.href, card.thumbnail, card.description])).toEqual([
      [FILE, { kind: 'team' }, DEFAULT_VIDEO_DESCRIPTION],
      [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        { kind: 'leadership' },
        DEFAULT_VIDEO_DESCRIPTION,
      ],
      [null, { kind: 'default' }, 'Hello'],
    ])
  })
})
