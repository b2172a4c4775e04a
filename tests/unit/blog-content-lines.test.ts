import { describe, expect, it } from 'vitest'

import { parseBlogContent } from '@/lib/blog/content-lines'

describe('parseBlogContent', () => {
  it('makes one block per line, by its marker', () => {
    const text = [
      '## Why coaching matters',
      'Good leaders grow people.',
      '',
      '### Three habits',
      '- Listen first',
      '- Ask   open questions ',
      'Closing thoughts.',
    ].join('\n')
    expect(parseBlogContent(text)).toEqual([
      { type: 'h2', text: 'Why coaching matters' },
      { type: 'paragraph', text: 'Good leaders grow people.' },
      { type: 'h3', text: 'Three habits' },
      { type: 'bullet', text: 'Listen first' },
      { type: 'bullet', text: 'Ask   open questions' },
      { type: 'paragraph', text: 'Closing thoughts.' },
    ])
  })

  it('handles Windows line endings and indented lines', () => {
    expect(parseBlogContent('  ## Title\r\n\r\n   - item  \r\n  text  ')).toEqual([
      { type: 'h2', text: 'Title' },
      { type: 'bullet', text: 'item' },
      { type: 'paragraph', text: 'text' },
    ])
  })

  it('needs a space after the marker', () => {
    expect(parseBlogContent('##NoSpace\n#hashtag\n-5% fees\n#### Deep\n# Title')).toEqual([
      { type: 'paragraph', text: '##NoSpace' },
      { type: 'paragraph', text: '#hashtag' },
      { type: 'paragraph', text: '-5% fees' },
      { type: 'paragraph', text: '#### Deep' },
      { type: 'paragraph', text: '# Title' },
    ])
  })

  it('skips blank lines and markers with no text', () => {
    expect(parseBlogContent('')).toEqual([])
    expect(parseBlogContent('\n  \n\t\n')).toEqual([])
    expect(parseBlogContent('## \n-\n###\n- ')).toEqual([])
  })

  it('keeps a marker-like text after the marker', () => {
    expect(parseBlogContent('- - nested?\n## ## twice')).toEqual([
      { type: 'bullet', text: '- nested?' },
      { type: 'h2', text: '## twice' },
    ])
  })
})
