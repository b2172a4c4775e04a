import { describe, expect, it } from 'vitest'

import { validate } from '@/lib/validation/field-errors'
import { registrationSchema } from '@/lib/validation/registration'

const valid = {
  organization: ' Syarikat Maju Sdn Bhd ',
  contactName: 'Nurul Huda',
  contactPhone: '+60 12-345 6789',
  contactEmail: 'huda@maju.com.my',
  participants: [{ no: 1, name: 'Nurul Huda' }],
}

const errorsFor = (input: unknown) => {
  const result = validate(registrationSchema, input)
  return result.ok ? [] : result.errors
}

const names = (count: number) => Array.from({ length: count }, (_, i) => `Person ${i + 1}`)

describe('registrationSchema', () => {
  it('accepts a registration and tidies it', () => {
    expect(
      validate(registrationSchema, {
        ...valid,
        address: '   ',
        notes: ' Halal meals please ',
        participants: [{ no: 3, name: '  Ali  bin Abu ' }, { no: 4, name: '' }, 'Mei Ling'],
        totalAmount: 1,
      }),
    ).toEqual({
      ok: true,
      data: {
        organization: 'Syarikat Maju Sdn Bhd',
        contactName: 'Nurul Huda',
        contactPhone: '+60 12-345 6789',
        contactEmail: 'huda@maju.com.my',
        participants: [
          { no: 1, name: 'Ali bin Abu' },
          { no: 2, name: 'Mei Ling' },
        ],
        notes: 'Halal meals please',
      },
    })
  })

  it('reports every missing field with the agreed wording', () => {
    expect(errorsFor({})).toEqual([
      { path: 'organization', message: 'Organization is required' },
      { path: 'contactName', message: 'Contact name is required' },
      { path: 'contactPhone', message: 'Phone number is required' },
      { path: 'contactEmail', message: 'Valid email is required' },
      { path: 'participants', message: 'At least one participant is required' },
    ])
  })

  it('treats blank text and blank participant rows as missing', () => {
    expect(
      errorsFor({
        organization: ' ',
        contactName: '',
        contactPhone: '\t',
        contactEmail: '  ',
        participants: [{ no: 1, name: '  ' }, ''],
      }),
    ).toHaveLength(5)
  })

  it('refuses a malformed e-mail address', () => {
    expect(errorsFor({ ...valid, contactEmail: 'huda.maju.com.my' })).toEqual([
      { path: 'contactEmail', message: 'Valid email is required' },
    ])
  })

  it('allows up to ten participants, not counting blank rows', () => {
    expect(errorsFor({ ...valid, participants: names(10) })).toEqual([])
    expect(errorsFor({ ...valid, participants: [...names(10), '', { name: ' ' }] })).toEqual([])
    expect(errorsFor({ ...valid, participants: names(11) })).toEqual([
      { path: 'participants', message: 'A registration can have at most 10 participants' },
    ])
  })

  it('treats participants that are not a list as none', () => {
    expect(errorsFor({ ...valid, participants: 'Ali' })).toEqual([
      { path: 'participants', message: 'At least one participant is required' },
    ])
  })

  it('limits lengths', () => {
    expect(
      errorsFor({
        ...valid,
        organization: 'o'.repeat(201),
        address: 'a'.repeat(501),
        contactName: 'n'.repeat(121),
        contactPhone: '1'.repeat(31),
        participants: ['p'.repeat(121)],
        notes: 'x'.repeat(2001),
      }),
    ).toEqual([
      { path: 'organization', message: 'Organization must be at most 200 characters' },
      { path: 'address', message: 'Address must be at most 500 characters' },
      { path: 'contactName', message: 'Contact name must be at most 120 characters' },
      { path: 'contactPhone', message: 'Phone number must be at most 30 characters' },
      { path: 'participants.0.name', message: 'Participant name must be at most 120 characters' },
      { path: 'notes', message: 'Notes must be at most 2000 characters' },
    ])
  })
})
