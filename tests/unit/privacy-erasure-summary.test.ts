import { describe, expect, it } from 'vitest'

import { erasureSummary } from '@/lib/privacy/erasure-summary'

const none = {
  inquiries: 0,
  registrations: 0,
  participants: 0,
  emailDeliveries: 0,
  certificates: 0,
}

describe('erasureSummary', () => {
  it('lists what was anonymised, in words', () => {
    expect(erasureSummary({ ...none, inquiries: 2, registrations: 1, emailDeliveries: 6 })).toBe(
      'Anonymised 2 inquiries, 1 registration (as contact) and 6 e-mails.',
    )
    expect(erasureSummary({ ...none, participants: 1 })).toBe('Anonymised 1 participant entry.')
    expect(erasureSummary({ ...none, inquiries: 1, emailDeliveries: 1 })).toBe(
      'Anonymised 1 inquiry and 1 e-mail.',
    )
  })

  it('says so when nothing was held', () => {
    expect(erasureSummary(none)).toBe('Nothing was held about this person.')
  })
})
