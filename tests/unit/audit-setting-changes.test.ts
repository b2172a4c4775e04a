import { describe, expect, it } from 'vitest'

import { changedSettings, settingsOf, type SettingsSpec } from '@/lib/audit/setting-changes'

const WORKSHOP: SettingsSpec = ['capacity', 'bank', 'priceTiers']
const FORM: SettingsSpec = [['emails', ['emailTo', 'bcc']]]

describe('settingsOf', () => {
  it('keeps the named settings, without row ids, and null for what is missing', () => {
    expect(
      settingsOf(
        {
          capacity: 30,
          title: 'not a setting',
          bank: { bankName: 'Maybank', accountNumber: '5123' },
          priceTiers: [{ id: 'a1', minParticipants: 1, ratePerPerson: 3750 }],
        },
        WORKSHOP,
      ),
    ).toEqual({
      capacity: 30,
      bank: { bankName: 'Maybank', accountNumber: '5123' },
      priceTiers: [{ minParticipants: 1, ratePerPerson: 3750 }],
    })
    expect(settingsOf(null, ['capacity'])).toEqual({ capacity: null })
  })

  it('keeps only the named fields of each row', () => {
    expect(
      settingsOf(
        { emails: [{ id: 'r1', emailTo: '{{staffEmail}}', bcc: null, subject: 'Hello' }] },
        FORM,
      ),
    ).toEqual({ emails: [{ emailTo: '{{staffEmail}}', bcc: null }] })
  })
})

describe('changedSettings', () => {
  const before = settingsOf(
    { emails: [{ id: 'r1', emailTo: '{{staffEmail}}', bcc: '', subject: 'Old' }] },
    FORM,
  )

  it('is null when only wording or row ids changed', () => {
    const after = settingsOf(
      { emails: [{ id: 'r9', emailTo: '{{staffEmail}}', bcc: '', subject: 'New wording' }] },
      FORM,
    )
    expect(changedSettings(before, after)).toBeNull()
  })

  it('names what changed with its value before and after', () => {
    const after = settingsOf(
      { emails: [{ id: 'r1', emailTo: '{{staffEmail}}', bcc: 'me@evil.example', subject: 'Old' }] },
      FORM,
    )
    expect(changedSettings(before, after)).toEqual({
      fields: ['emails'],
      before: { emails: [{ emailTo: '{{staffEmail}}', bcc: '' }] },
      after: { emails: [{ emailTo: '{{staffEmail}}', bcc: 'me@evil.example' }] },
    })
  })

  it('reports only the settings that differ', () => {
    expect(
      changedSettings(
        settingsOf({ capacity: 30, bank: { accountNumber: '1' } }, WORKSHOP),
        settingsOf({ capacity: 30, bank: { accountNumber: '2' } }, WORKSHOP),
      ),
    ).toEqual({
      fields: ['bank'],
      before: { bank: { accountNumber: '1' } },
      after: { bank: { accountNumber: '2' } },
    })
  })
})

describe('changedSettings, key order', () => {
  it('does not count the same group read with its keys in another order as a change', () => {
    expect(
      changedSettings(
        { bank: { bankName: 'Maybank', accountNumber: '1' } },
        { bank: { accountNumber: '1', bankName: 'Maybank' } },
      ),
    ).toBeNull()
  })
})
