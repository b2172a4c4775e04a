import { describe, expect, it } from 'vitest'

import { blogSections } from '@/lib/blog/content-blocks'

describe('blogSections (the line renderer)', () => {
  it('applies each rule of the spec', () => {
    const text = [
      '## Heading two',
      '',
      '### Heading three',
      'A paragraph.',
      '- first',
      '- second',
      '',
      '- third after a blank line',
      'Another paragraph.',
      '- alone',
    ].join('\n')
    expect(blogSections(text)).toEqual([
      { type: 'h2', text: 'Heading two' },
      { type: 'h3', text: 'Heading three' },
      { type: 'paragraph', text: 'A paragraph.' },
      // Blank lines are skipped, so bullets around one stay in one list.
      { type: 'list', items: ['first', 'second', 'third after a blank line'] },
      { type: 'paragraph', text: 'Another paragraph.' },
      { type: 'list', items: ['alone'] },
    ])
  })

  it('keeps markup as plain text for the page to print', () => {
    expect(blogSections('<script>alert(1)</script>\n- <b>bold</b>')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
      { type: 'list', items: ['<b>bold</b>'] },
    ])
  })

  it('has nothing to draw for empty text', () => {
    expect(blogSections('')).toEqual([])
    expect(blogSections('\n\n  \n')).toEqual([])
  })
})
