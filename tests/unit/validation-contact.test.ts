import { describe, expect, it } from 'vitest'

import { validate } from '@/lib/validation/field-errors'
import { contactSchema } from '@/lib/validation/contact'

const valid = {
  name: '  Aisyah Ahmad ',
  email: ' aisyah@example.com.my ',
  phone: ' 012-345 6789 ',
  message: ' I would like to know more. ',
}

const errorsFor = (input: unknown) => {
  const result = validate(contactSchema, input)
  return result.ok ? [] : result.errors
}

describe('contactSchema', () => {
  it('trims everything and strips unknown keys', () => {
    expect(validate(contactSchema, { ...valid, isReplied: true, id: 9 })).toEqual({
      ok: true,
      data: {
        name: 'Aisyah Ahmad',
        email: 'aisyah@example.com.my',
        phone: '012-345 6789',
        message: 'I would like to know more.',
      },
    })
  })

  it('treats a blank or missing phone as not given', () => {
    for (const phone of ['   ', '', null, undefined]) {
      const result = validate(contactSchema, { ...valid, phone })
      expect(result.ok && result.data.phone).toBeUndefined()
    }
  })

  it('asks for every missing or blank required field', () => {
    expect(errorsFor({})).toEqual([
      { path: 'name', message: 'Please fill in all required fields' },
      { path: 'email', message: 'Please fill in all required fields' },
      { path: 'message', message: 'Please fill in all required fields' },
    ])
    expect(errorsFor({ ...valid, name: '  ', message: '' })).toEqual([
      { path: 'name', message: 'Please fill in all required fields' },
      { path: 'message', message: 'Please fill in all required fields' },
    ])
    expect(errorsFor({ ...valid, email: ' ' })).toEqual([
      { path: 'email', message: 'Please fill in all required fields' },
    ])
  })

  it('refuses a malformed e-mail address', () => {
    for (const email of ['aisyah', 'aisyah@', 'a b@example.com', 'aisyah@example']) {
      expect(errorsFor({ ...valid, email })).toEqual([
        { path: 'email', message: 'Please enter a valid email address' },
      ])
    }
  })

  it('limits lengths', () => {
    expect(errorsFor({ ...valid, name: 'x'.repeat(121) })).toEqual([
      { path: 'name', message: 'Name must be at most 120 characters' },
    ])
    expect(errorsFor({ ...valid, name: ` ${'x'.repeat(120)} ` })).toEqual([])
    expect(errorsFor({ ...valid, phone: '1'.repeat(31) })).toEqual([
      { path: 'phone', message: 'Phone must be at most 30 characters' },
    ])
    expect(errorsFor({ ...valid, message: 'x'.repeat(5001) })).toEqual([
      { path: 'message', message: 'Message must be at most 5000 characters' },
    ])
    expect(errorsFor({ ...valid, email: `${'a'.repeat(250)}@x.my` })).toEqual([
      { path: 'email', message: 'Email must be at most 254 characters' },
    ])
  })

  it('refuses values of the wrong type', () => {
    expect(errorsFor({ ...valid, name: 42 })).toEqual([
      { path: 'name', message: 'Please fill in all required fields' },
    ])
  })
})
