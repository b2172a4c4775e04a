import { describe, expect, it } from 'vitest'

import { mailtoHref, telHref, toInternationalDigits, whatsappHref } from '@/lib/contact-links'

describe('contact links', () => {
  it('turns Malaysian numbers in any common spelling into international digits', () => {
    expect(toInternationalDigits('012-345 6789')).toBe('60123456789')
    expect(toInternationalDigits('+60 12-345 6789')).toBe('60123456789')
    expect(toInternationalDigits('60123456789')).toBe('60123456789')
  })

  it('builds WhatsApp, phone and e-mail links', () => {
    expect(whatsappHref('+60 12-345 6789')).toBe('https://wa.me/60123456789')
    expect(telHref('03-7890 1234')).toBe('tel:+60378901234')
    expect(mailtoHref(' support@academy.my ')).toBe('mailto:support@academy.my')
  })
})
