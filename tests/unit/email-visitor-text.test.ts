import { describe, expect, it } from 'vitest'

import { inquiryReference } from '@/lib/email/inquiry-reference'
import { quotesVisitorText, sentToVisitor, withoutVisitorText } from '@/lib/email/visitor-text'

const values = {
  name: 'Spam <a href="https://spam.example">Click</a>',
  email: 'Victim@Example.my',
  message: 'Visit https://spam.example now',
  reference: 'INQ-0042',
  siteName: 'Malaysia Leadership Academy',
}

describe('sentToVisitor', () => {
  it('is true when a recipient is the address the visitor typed, in any case', () => {
    expect(sentToVisitor(['victim@example.my'], values)).toBe(true)
    expect(sentToVisitor(['staff@academy.my', ' VICTIM@example.my '], values)).toBe(true)
    expect(sentToVisitor(['x@y.my'], { contactEmail: 'x@y.my' })).toBe(true)
  })

  it('is false for e-mails to staff only, and when the visitor gave no address', () => {
    expect(sentToVisitor(['staff@academy.my'], values)).toBe(false)
    expect(sentToVisitor(['staff@academy.my'], { email: '' })).toBe(false)
  })
})

describe('withoutVisitorText', () => {
  it('leaves out every typed value and keeps the academy’s own', () => {
    const safe = withoutVisitorText(values)
    expect(safe).toMatchObject({ name: '', email: '', message: '', participants: '' })
    expect(safe).toMatchObject({ reference: 'INQ-0042', siteName: 'Malaysia Leadership Academy' })
  })
})

describe('quotesVisitorText', () => {
  it('finds a typed placeholder, and nothing in the academy’s own', () => {
    expect(quotesVisitorText('Dear {{ name }}, you wrote: {{message}}')).toBe(true)
    expect(quotesVisitorText('Participants: {{participants}}')).toBe(true)
    expect(quotesVisitorText('Your reference is {{reference}}. {{siteName}}')).toBe(false)
  })
})

describe('inquiryReference', () => {
  it('is INQ- and the id, four digits at least', () => {
    expect(inquiryReference(42)).toBe('INQ-0042')
    expect(inquiryReference(123456)).toBe('INQ-123456')
  })
})
