import { describe, expect, it } from 'vitest'

import { videoThumbnailKind } from '@/lib/video-thumbnail'

describe('videoThumbnailKind', () => {
  it.each([
    ['Advanced Leadership Masterclass', 'leadership'],
    ['LEADERSHIP for teams', 'leadership'],
    ['Thinking Like a Strategist', 'strategy'],
    ['Strategic Planning 101', 'strategy'],
    ['Building High-Performance Teams', 'team'],
    ['Teamwork that works', 'team'],
    ['Performance Reviews', 'team'],
    ['Strategic team performance', 'strategy'],
    ['Graduation Day 2025', 'default'],
    ['Strategy basics', 'default'],
    ['', 'default'],
  ] as const)('%s → %s', (title, kind) => {
    expect(videoThumbnailKind(title)).toBe(kind)
  })
})
