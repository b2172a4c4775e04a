import { describe, expect, it } from 'vitest'

import {
  certificationInquirySchema,
  certificationInquirySubject,
} from '@/lib/validation/certification-inquiry'
import { validate } from '@/lib/validation/field-errors'

const valid = {
  name: ' Tan Wei Ming ',
  email: 'weiming@example.com',
  phone: '012-3456789',
  program: 'CERTIFIED PROGRAM IN ADVANCED LEADERSHIP',
  message: 'Please send me the brochure.',
}

const errorsFor = (input: unknown) => {
  const result = validate(certificationInquirySchema, input)
  return result.ok ? [] : result.errors
}

describe('certificationInquirySchema', () => {
  it('accepts a complete inquiry, leaving optional fields out when blank', () => {
    expect(
      validate(certificationInquirySchema, { ...valid, organization: '  ', subject: '', x: 1 }),
    ).toEqual({ ok: true, data: { ...valid, name: 'Tan Wei Ming' } })
  })

  it('keeps the optional organization and subject', () => {
    const result = validate(certificationInquirySchema, {
      ...valid,
      organization: ' Petronas ',
      subject: certificationInquirySubject(valid.program),
    })
    expect(result.ok && result.data).toMatchObject({
      organization: 'Petronas',
      subject: 'Certification Inquiry: CERTIFIED PROGRAM IN ADVANCED LEADERSHIP',
    })
  })

  it('accepts programmes beyond the offered list', () => {
    expect(errorsFor({ ...valid, program: 'Custom in-house programme' })).toEqual([])
  })

  it('reports every problem with the agreed wording', () => {
    expect(errorsFor({})).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Phone number must be at least 10 digits' },
      { path: 'program', message: 'Please select a program' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ])
  })

  it('checks minimum lengths after trimming', () => {
    expect(
      errorsFor({
        ...valid,
        name: ' A ',
        email: 'not-an-email',
        phone: '  012345678  ',
        program: '   ',
        message: '  too short ',
      }),
    ).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Phone number must be at least 10 digits' },
      { path: 'program', message: 'Please select a program' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ])
    expect(errorsFor({ ...valid, name: 'Al', phone: '0123456789', message: '1234567890' })).toEqual(
      [],
    )
  })

  it('limits lengths', () => {
    expect(
      errorsFor({
        ...valid,
        organization: 'o'.repeat(201),
        program: 'p'.repeat(201),
        subject: 's'.repeat(251),
      }),
    ).toEqual([
      { path: 'organization', message: 'Organization must be at most 200 characters' },
      { path: 'program', message: 'Program must be at most 200 characters' },
      { path: 'subject', message: 'Subject must be at most 250 characters' },
    ])
  })
})

describe('certification programmes', () => {
  it('names the e-mail subject after the programme', () => {
    expect(certificationInquirySubject('CERTIFIED PROGRAM IN COACHING & MENTORING')).toBe(
      'Certification Inquiry: CERTIFIED PROGRAM IN COACHING & MENTORING',
    )
  })
})
