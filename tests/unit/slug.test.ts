import { describe, expect, it } from 'vitest'

import {
  MAX_SLUG_LENGTH,
  SLUG_PATTERN,
  SLUG_PROBLEM_MESSAGE,
  slugProblem,
  slugify,
} from '@/lib/slug'

describe('slugify', () => {
  it('lowercases and joins words with single dashes', () => {
    expect(slugify('Lead Like a CEO')).toBe('lead-like-a-ceo')
    expect(slugify('  Coaching & Mentoring:  5 Habits!! ')).toBe('coaching-mentoring-5-habits')
    expect(slugify('--already-a-slug--')).toBe('already-a-slug')
  })

  it('strips accents and drops other scripts', () => {
    expect(slugify('Café Ñoño Édition')).toBe('cafe-nono-edition')
    expect(slugify('领导力 Leadership')).toBe('leadership')
    expect(slugify('领导力')).toBe('')
  })

  it('stays within 80 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(79)} bcd`)
    expect(slug).toBe('a'.repeat(79))
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
    expect(SLUG_PATTERN.test(slugify('word '.repeat(40)))).toBe(true)
  })
})

describe('slugProblem', () => {
  it('accepts lowercase words with at least one letter', () => {
    for (const slug of ['lead-like-a-ceo', 'top-10-tips', '2025-review', 'a']) {
      expect(slugProblem(slug)).toBeNull()
    }
  })

  it('refuses purely numeric slugs, which would read as post ids', () => {
    expect(slugProblem('2025')).toBe(SLUG_PROBLEM_MESSAGE)
    expect(slugProblem('12-34')).toBe(SLUG_PROBLEM_MESSAGE)
  })

  it('refuses anything else', () => {
    for (const slug of [
      '',
      'Lead',
      'lead like',
      '-lead',
      'lead-',
      'lead--ceo',
      'café',
      'a/b',
      null,
      42,
    ]) {
      expect(slugProblem(slug)).toBe(SLUG_PROBLEM_MESSAGE)
    }
  })

  it('uses the agreed wording', () => {
    expect(SLUG_PROBLEM_MESSAGE).toBe(
      'Use lowercase letters, numbers and dashes, with at least one letter',
    )
  })
})
