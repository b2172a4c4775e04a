import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { commentLines, commentLinesUnder } from '../../scripts/lib/comment-lines'
import { root } from './helpers/source-files'

describe('comment lines', () => {
  it('counts whole-line comments, block comments to their end and JSX comments', () => {
    const source = [
      '// a line comment',
      'const a = 1 // a trailing one is code',
      '/**',
      ' * a block',
      ' */',
      '/* one line */',
      '{/* in JSX */}',
      "const b = '// not a comment'",
    ].join('\n')
    expect(commentLines(source)).toEqual({ comments: 6, total: 8 })
  })

  it('keeps src/ under 6% comment lines', () => {
    const { comments, total } = commentLinesUnder(path.join(root, 'src'))
    expect(total).toBeGreaterThan(10_000)
    expect(comments / total).toBeLessThan(0.06)
  })
})
