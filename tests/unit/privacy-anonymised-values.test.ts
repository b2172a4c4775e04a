import { describe, expect, it } from 'vitest'

import {
  ANONYMISED_EMAIL,
  ANONYMISED_TEXT,
  anonymisedEmailDelivery,
  anonymisedInquiry,
  anonymisedRegistration,
  cancelledEmailDelivery,
  participantsWithout,
  registrationWithoutContact,
} from '@/lib/privacy/anonymised-values'
import { sameName } from '@/lib/privacy/person-match'
import { emailAddress } from '@/lib/validation/text-fields'

const at = new Date('2026-11-23T03:00:00.000Z')
const participants = [
  { id: 'a', no: 1, name: 'Aminah Yusof' },
  { id: 'b', no: 2, name: 'Ali Hassan' },
  { id: 'c', no: 3, name: 'Siti Aminah' },
]

describe('anonymisedInquiry', () => {
  it('replaces who sent it and what they wrote, and stamps the time', () => {
    expect(anonymisedInquiry(at)).toEqual({
      name: ANONYMISED_TEXT,
      email: ANONYMISED_EMAIL,
      phone: null,
      organization: null,
      message: ANONYMISED_TEXT,
      replyNotes: null,
      anonymisedAt: '2026-11-23T03:00:00.000Z',
    })
  })

  it('leaves the reporting fields alone (they are not in the change)', () => {
    const changed = Object.keys(anonymisedInquiry(at))
    for (const kept of ['program', 'subject', 'isReplied', 'repliedAt', 'createdAt']) {
      expect(changed).not.toContain(kept)
    }
  })

  it('uses a placeholder address that passes e-mail validation but can never receive mail', () => {
    const schema = emailAddress({ required: 'required', invalid: 'invalid', max: 254 })
    expect(schema.safeParse(ANONYMISED_EMAIL).success).toBe(true)
    expect(ANONYMISED_EMAIL.endsWith('.invalid')).toBe(true)
  })
})

describe('anonymisedRegistration', () => {
  it('replaces the contact, address, notes and every participant name, keeping the rows', () => {
    expect(anonymisedRegistration(participants, at)).toEqual({
      address: null,
      contactName: ANONYMISED_TEXT,
      contactPhone: ANONYMISED_TEXT,
      contactEmail: ANONYMISED_EMAIL,
      notes: null,
      participants: [
        { id: 'a', no: 1, name: 'Participant 1' },
        { id: 'b', no: 2, name: 'Participant 2' },
        { id: 'c', no: 3, name: 'Participant 3' },
      ],
      anonymisedAt: '2026-11-23T03:00:00.000Z',
    })
  })

  it('keeps the figures, status, reference and organisation (not in the change)', () => {
    const changed = Object.keys(anonymisedRegistration(participants, at))
    for (const kept of [
      'reference',
      'status',
      'organization',
      'participantCount',
      'ratePerPerson',
      'totalAmount',
      'earlyBirdApplied',
      'programName',
    ]) {
      expect(changed).not.toContain(kept)
    }
  })
})

describe('registrationWithoutContact', () => {
  const isAminah = (name: string) => sameName(name, 'aminah  YUSOF')

  it('removes the contact and their own participant row, leaving the other participants', () => {
    const result = registrationWithoutContact(participants, isAminah, at)
    expect(result.contactEmail).toBe(ANONYMISED_EMAIL)
    expect(result.participants.map((p) => p.name)).toEqual([
      'Participant 1',
      'Ali Hassan',
      'Siti Aminah',
    ])
    // Other people's names remain, so it is not yet anonymised as a whole.
    expect(result).not.toHaveProperty('anonymisedAt')
  })

  it('counts as anonymised once no name is left', () => {
    const result = registrationWithoutContact([participants[0]], isAminah, at)
    expect(result.anonymisedAt).toBe('2026-11-23T03:00:00.000Z')
  })
})

describe('participantsWithout', () => {
  it('renames only the rows with that name, under their number', () => {
    expect(participantsWithout(participants, (name) => sameName(name, 'Ali Hassan'))).toEqual([
      participants[0],
      { id: 'b', no: 2, name: 'Participant 2' },
      participants[2],
    ])
  })

  it('is null when nobody has that name', () => {
    expect(participantsWithout(participants, (name) => sameName(name, 'Nobody'))).toBeNull()
  })
})

describe('stored e-mails', () => {
  it('lose addresses, subject, bodies and errors, keeping their status', () => {
    const anonymised = anonymisedEmailDelivery(at)
    expect(anonymised).toMatchObject({
      to: ANONYMISED_TEXT,
      cc: null,
      bcc: null,
      replyTo: null,
      subject: ANONYMISED_TEXT,
      html: null,
      text: null,
      lastError: null,
    })
    expect(anonymised).not.toHaveProperty('status')
  })

  it('that had not gone are marked failed, so nothing retries them', () => {
    expect(cancelledEmailDelivery(at)).toMatchObject({ status: 'failed', to: ANONYMISED_TEXT })
    expect(cancelledEmailDelivery(at).lastError).toMatch(/not sent/i)
  })
})
