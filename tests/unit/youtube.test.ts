import { describe, expect, it } from 'vitest'

import { isYouTubeUrl, parseYouTubeVideoId, youTubeEmbedUrl, youTubeWatchUrl } from '@/lib/youtube'

const ID = 'dQw4w9WgXcQ'

describe('parseYouTubeVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RD`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/live/${ID}?feature=share`,
    `https://www.youtube.com/v/${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}#comments`,
    `  https://youtu.be/${ID}  `,
  ])('finds the id in %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBe(ID)
  })

  it('keeps ids with dashes and underscores', () => {
    expect(parseYouTubeVideoId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f')
  })

  it.each([
    '',
    'not a url',
    ID,
    `www.youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://www.youtube.com/${ID}`,
    'https://youtu.be/',
    `https://youtu.be/watch?v=${ID}`,
    `https://youtu.be/${ID}/more`,
    `https://youtu.be/embed/${ID}`,
  ])('refuses %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBeNull()
  })
})

describe('isYouTubeUrl', () => {
  it('says whether a video id can be found', () => {
    expect(isYouTubeUrl(`https://youtu.be/${ID}`)).toBe(true)
    expect(isYouTubeUrl('https://vimeo.com/123456')).toBe(false)
  })
})

describe('YouTube links', () => {
  it('builds the watch and privacy-friendly embed URLs', () => {
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`)
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`)
  })

  it('round-trips through the parser', () => {
    expect(parseYouTubeVideoId(youTubeWatchUrl(ID))).toBe(ID)
    expect(parseYouTubeVideoId(youTubeEmbedUrl(ID))).toBe(ID)
  })
})
