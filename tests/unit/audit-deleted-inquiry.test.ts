import { describe, expect, it } from 'vitest'

import { deletedInquiry } from '@/lib/audit/deleted-inquiry'
import { fingerprint } from '@/lib/privacy/audit-subject'

describe('deletedInquiry', () => {
  it('says which form, organisation, sender (masked, with a fingerprint) and when, never the message', () => {
    const kept = deletedInquiry({
      name: 'Aminah Yusof',
      email: 'aminah@contoh.gov.my',
      organization: 'Jabatan Contoh',
      program: 'CERTIFIED PROGRAM IN COACHING & MENTORING',
      createdAt: '2026-11-20T01:02:03.000Z',
      ...({ message: 'A long message', phone: '012-345 6789' } as object),
    })
    expect(kept).toEqual({
      kind: 'certification-inquiry',
      organization: 'Jabatan Contoh',
      email: {
        masked: 'a*****@contoh.gov.my',
        sha256: fingerprint('aminah@contoh.gov.my', 'email'),
      },
      name: { masked: 'a***** y****', sha256: fingerprint('Aminah Yusof', 'name') },
      createdAt: '2026-11-20T01:02:03.000Z',
    })
    expect(JSON.stringify(kept)).not.toMatch(/long message|012-345|aminah@/)
  })

  it('names a message without a program a contact message, and keeps what is missing as null', () => {
    expect(deletedInquiry({ name: 'Ali', email: 'ali@example.my', program: null })).toMatchObject({
      kind: 'contact-message',
      organization: null,
      createdAt: null,
    })
    expect(deletedInquiry({})).toMatchObject({ kind: 'contact-message', email: null, name: null })
  })
})
