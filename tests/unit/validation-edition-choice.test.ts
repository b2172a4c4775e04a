import { describe, expect, it } from 'vitest'

import { validate } from '@/lib/validation/field-errors'
import {
  editionChoiceSchema,
  parseEditionReference,
  UNKNOWN_EDITION,
} from '@/lib/validation/edition-choice'

describe('an edition named by a client', () => {
  it('is an id (number or digits) or a slug', () => {
    expect(parseEditionReference(12)).toEqual({ id: 12 })
    expect(parseEditionReference('12')).toEqual({ id: 12 })
    expect(parseEditionReference(' asl-2026-03-10 ')).toEqual({ slug: 'asl-2026-03-10' })
  })

  it('is none when absent or blank', () => {
    for (const value of [undefined, null, '', '   '])
      expect(parseEditionReference(value)).toBeNull()
  })

  it('is refused when it cannot name an edition', () => {
    for (const value of [
      0,
      -1,
      1.5,
      2 ** 31,
      'ASL 2026',
      '<script>',
      'x'.repeat(81),
      true,
      {},
      [],
    ]) {
      expect(parseEditionReference(value), JSON.stringify(value)).toBe('invalid')
    }
  })

  it('answers a refused edition with the message under the field', () => {
    const result = validate(editionChoiceSchema, { edition: { id: 1 } })
    expect(result).toEqual({ ok: false, errors: [{ path: 'edition', message: UNKNOWN_EDITION }] })
  })

  it('reads the program’s name trimmed, and refuses one that is not text or too long', () => {
    expect(validate(editionChoiceSchema, { programName: '  ASL  ' })).toEqual({
      ok: true,
      data: { edition: null, programName: 'ASL' },
    })
    expect(validate(editionChoiceSchema, { programName: 42 }).ok).toBe(false)
    expect(validate(editionChoiceSchema, { programName: 'x'.repeat(201) }).ok).toBe(false)
  })
})
