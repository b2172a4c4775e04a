import { describe, expect, it } from 'vitest'

import { textOf } from '@/lib/forms/form-result'
import { TEXT_LIMITS } from '@/lib/validation/limits'

describe('a posted form field’s text', () => {
  it('is kept whole up to the longest a field takes', () => {
    const form = new FormData()
    form.set('message', 'x'.repeat(TEXT_LIMITS.message))
    expect(textOf(form, 'message')).toHaveLength(TEXT_LIMITS.message)
  })

  it('is cut one character past it, so validation still refuses it and no answer echoes megabytes', () => {
    const form = new FormData()
    form.set('message', 'x'.repeat(3 * 1024 * 1024))
    expect(textOf(form, 'message')).toHaveLength(TEXT_LIMITS.message + 1)
  })

  it('is empty for a file or a missing field', () => {
    const form = new FormData()
    form.set('file', new Blob(['%PDF']), 'slip.pdf')
    expect(textOf(form, 'file')).toBe('')
    expect(textOf(form, 'absent')).toBe('')
  })
})
