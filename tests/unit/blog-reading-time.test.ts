import { describe, expect, it } from 'vitest'

import { readingTimeMinutes } from '@/lib/blog/reading-time'

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

describe('readingTimeMinutes', () => {
  it('is at least one minute, even for nothing', () => {
    expect(readingTimeMinutes('')).toBe(1)
    expect(readingTimeMinutes('   \n ')).toBe(1)
    expect(readingTimeMinutes('Hello')).toBe(1)
  })

  it('rounds up at 200 words a minute', () => {
    expect(readingTimeMinutes(words(200))).toBe(1)
    expect(readingTimeMinutes(words(201))).toBe(2)
    expect(readingTimeMinutes(words(400))).toBe(2)
    expect(readingTimeMinutes(words(1000))).toBe(5)
  })

  it('counts words across lines and does not count markdown markers', () => {
    const text = `## Heading\n\n- ${words(199)}\n- one\n- two`
    // 'Heading' + 199 + 'one' + 'two' = 202 words.
    expect(readingTimeMinutes(text)).toBe(2)
    expect(readingTimeMinutes(`## - ### ${words(200)} - -`)).toBe(1)
  })
})
