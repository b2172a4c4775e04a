import { describe, expect, it } from 'vitest'

import { emailAddress, optionalText, requiredText } from '@/lib/validation/text-fields'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('requiredText', () => {
  const field = requiredText({ label: 'Name', max: 5, min: 2, required: 'Need a name' })

  it('trims and accepts text within the limits', () => {
    expect(field.parse('  Ali  ')).toBe('Ali')
    expect(field.parse('12345')).toBe('12345')
  })

  it('uses the required message when absent, blank or too short', () => {
    for (const value of [undefined, null, 7, '', '   ', ' A ']) {
      expect(messagesOf(field.safeParse(value))).toEqual(['Need a name'])
    }
  })

  it('names the limit when too long', () => {
    expect(messagesOf(field.safeParse('123456'))).toEqual(['Name must be at most 5 characters'])
  })
})

describe('optionalText', () => {
  const field = optionalText({ label: 'Notes', max: 5 })

  it('turns blank, null and absent into undefined', () => {
    for (const value of [undefined, null, '', '  \n ']) {
      expect(field.parse(value)).toBeUndefined()
    }
  })

  it('trims and limits text', () => {
    expect(field.parse(' hi ')).toBe('hi')
    expect(messagesOf(field.safeParse('123456'))).toEqual(['Notes must be at most 5 characters'])
  })
})

describe('emailAddress', () => {
  const field = emailAddress({ required: 'Need it', invalid: 'Bad one', max: 20 })

  it('trims a valid address', () => {
    expect(field.parse(' a@b.my ')).toBe('a@b.my')
  })

  it('tells missing from malformed and too long', () => {
    expect(messagesOf(field.safeParse(undefined))).toEqual(['Need it'])
    expect(messagesOf(field.safeParse(' '))).toEqual(['Need it'])
    expect(messagesOf(field.safeParse('a@b'))).toEqual(['Bad one'])
    expect(messagesOf(field.safeParse('abcdefghij@klmnop.my'))).toEqual([])
    expect(messagesOf(field.safeParse('abcdefghijk@klmnop.my'))).toEqual([
      'Email must be at most 20 characters',
    ])
  })
})
