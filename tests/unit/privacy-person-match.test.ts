import { describe, expect, it } from 'vitest'

import {
  addressesIn,
  emailInvolves,
  normaliseName,
  sameEmail,
  sameName,
} from '@/lib/privacy/person-match'

describe('sameEmail', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameEmail(' Aminah@Contoh.GOV.my ', 'aminah@contoh.gov.my')).toBe(true)
  })

  it('never matches a longer address containing it', () => {
    expect(sameEmail('jimbob@x.my', 'bob@x.my')).toBe(false)
    expect(sameEmail('bob@x.my.evil', 'bob@x.my')).toBe(false)
    expect(sameEmail(null, 'bob@x.my')).toBe(false)
  })
})

describe('sameName', () => {
  it('folds case, spacing and Unicode forms', () => {
    expect(sameName('  Aminah   binti Yusof ', 'aminah BINTI yusof')).toBe(true)
    expect(normaliseName('Ｎｏｒａ')).toBe('nora')
  })

  it('is the whole name, not part of it', () => {
    expect(sameName('Siti Aminah', 'Aminah')).toBe(false)
    expect(sameName('Aminah Yusof', 'Aminah')).toBe(false)
  })
})

describe('addressesIn', () => {
  it('reads lists with display names, commas and semicolons', () => {
    expect(addressesIn('Staff <Office@Academy.my>, a@x.my; b@y.my')).toEqual([
      'office@academy.my',
      'a@x.my',
      'b@y.my',
    ])
    expect(addressesIn(null)).toEqual([])
    expect(addressesIn('')).toEqual([])
  })
})

describe('emailInvolves', () => {
  it('finds the person as recipient, copy, blind copy or reply-to', () => {
    expect(emailInvolves({ to: 'office@academy.my', replyTo: 'Bob@x.my' }, 'bob@x.my')).toBe(true)
    expect(emailInvolves({ to: 'office@academy.my', cc: 'a@x.my, bob@x.my' }, 'bob@x.my')).toBe(
      true,
    )
    expect(emailInvolves({ to: 'x@y.my', bcc: 'bob@x.my' }, 'bob@x.my')).toBe(true)
  })

  it('does not match a similar address', () => {
    expect(emailInvolves({ to: 'jimbob@x.my', replyTo: 'bob@x.my.au' }, 'bob@x.my')).toBe(false)
  })
})
