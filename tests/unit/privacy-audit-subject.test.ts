import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { auditSubject, fingerprint, maskEmail, maskName } from '@/lib/privacy/audit-subject'

describe('audit subject', () => {
  it('masks the local part of an address and keeps the domain', () => {
    expect(maskEmail('Aminah@Contoh.gov.my')).toBe('a*****@contoh.gov.my')
    expect(maskEmail('a@x.my')).toBe('a@x.my')
    expect(maskEmail('averyveryverylongname@x.my')).toBe('a******@x.my')
  })

  it('masks each word of a name', () => {
    expect(maskName('Aminah  Yusof')).toBe('a***** y****')
  })

  it('fingerprints the normalised value, so the same person always gives the same hash', () => {
    expect(fingerprint(' AMINAH@contoh.gov.my', 'email')).toBe(
      createHash('sha256').update('email:aminah@contoh.gov.my').digest('hex'),
    )
    expect(fingerprint('Ali  Hassan', 'name')).toBe(fingerprint('ali hassan', 'name'))
    expect(fingerprint('ali hassan', 'name')).not.toBe(fingerprint('ali hassan', 'email'))
  })

  it('never contains the address or name in clear', () => {
    const subject = JSON.stringify(
      auditSubject({ email: 'aminah@contoh.gov.my', name: 'aminah yusof' }),
    )
    expect(subject).not.toContain('aminah@')
    expect(subject).not.toContain('yusof')
    expect(auditSubject({ email: null, name: null })).toEqual({ email: null, name: null })
  })
})
