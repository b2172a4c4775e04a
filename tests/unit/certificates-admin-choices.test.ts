import { describe, expect, it } from 'vitest'

import {
  groupByRegistration,
  openReasons,
  rowKey,
  splitByCertificate,
  type CertificateRow,
} from '@/lib/certificates/certificate-groups'
import { editionChoices } from '@/lib/certificates/edition-choices'
import { editionLabel } from '@/lib/dashboard/edition-figures'
import { issueChoice, nameErrors, printedName } from '@/lib/certificates/issue-choice'
import { NAME_REQUIRED } from '@/lib/validation/certificates'

const row = (over: Partial<CertificateRow>): CertificateRow => ({
  registration: 1,
  reference: 'ASL-2027-001',
  organization: 'Jabatan Kerja Raya',
  paymentWaived: false,
  participant: 1,
  name: 'Aminah binti Yusof',
  eligible: true,
  reasons: [],
  daysAttended: 2,
  daysRequired: 2,
  certificate: null,
  ...over,
})

const issued = {
  code: 'ABCD',
  number: 'MLA-2027-0001',
  participantName: 'Aminah binti Yusof',
  issuedAt: '2027-03-12T02:00:00Z',
}

const rows = [
  row({}),
  row({
    participant: 2,
    name: 'Bala',
    certificate: { ...issued, revokedAt: '2027-03-13T00:00:00Z' },
  }),
  row({
    registration: 2,
    reference: 'ASL-2027-002',
    organization: 'Petronas',
    participant: 1,
    name: 'Chong',
    eligible: false,
    reasons: [{ reason: 'unpaid' }, { reason: 'missed-days', attended: 1, required: 2, days: 2 }],
    daysAttended: 1,
  }),
  row({
    registration: 2,
    participant: 2,
    name: 'Devi',
    certificate: issued,
    eligible: false,
    reasons: [{ reason: 'already-certified' }],
  }),
]

describe('the certificates panel’s groups', () => {
  it('gather participants by registration, saying who waits on payment and what stands', () => {
    const groups = groupByRegistration(rows)
    expect(groups.map((g) => [g.reference, g.rows.length, g.unpaid, g.standing])).toEqual([
      ['ASL-2027-001', 2, false, 0],
      ['ASL-2027-002', 2, true, 1],
    ])
  })

  it('split those still without a certificate from those with one, revoked ones too', () => {
    const { awaiting, issued: withCertificate } = splitByCertificate(rows)
    expect(awaiting.map(rowKey)).toEqual(['1|1', '2|1'])
    expect(withCertificate.map(rowKey)).toEqual(['1|2', '2|2'])
  })

  it('leave "already certified" to the issued list', () => {
    expect(openReasons(rows[3])).toEqual([])
    expect(openReasons(rows[2]).map((r) => r.reason)).toEqual(['unpaid', 'missed-days'])
  })
})

describe('issuing', () => {
  it('names every eligible participant without a certificate, with corrected names only', () => {
    const choice = issueChoice(rows, { '1|1': '  Aminah   binti Yusoff ', '1|2': 'ignored' })
    expect(choice.input.participants).toEqual([
      { registration: 1, participant: 1, name: 'Aminah binti Yusoff' },
    ])
    expect(choice.keys).toEqual(['1|1'])
    expect(choice.renamed).toBe(1)
    expect(issueChoice(rows, { '1|1': 'Aminah binti Yusof ' }).renamed).toBe(0)
  })

  it('refuses a blank name by the server’s own rule, on its row', () => {
    expect(nameErrors(issueChoice(rows, { '1|1': '   ' }))).toEqual({ '1|1': NAME_REQUIRED })
    expect(nameErrors(issueChoice(rows, {}))).toEqual({})
    expect(printedName(' A  B ')).toBe('A B')
  })
})

describe('the edition picker', () => {
  const edition = (id: number, startsAt: string, status = 'published' as const) => ({
    id,
    title: 'Advanced Servant Leadership',
    status,
    startsAt,
    endsAt: startsAt.replace('T01', 'T09'),
  })

  it('shows dates and title, and the status of an unpublished run', () => {
    expect(editionLabel(edition(1, '2027-03-10T01:00:00Z'))).toBe(
      '10 Mar 2027 · Advanced Servant Leadership',
    )
    expect(editionLabel({ ...edition(1, '2027-03-10T01:00:00Z'), status: 'archived' })).toBe(
      '10 Mar 2027 · Advanced Servant Leadership (Archived)',
    )
  })

  it('lists the current or next edition first, then the others as given', () => {
    const editions = [
      edition(3, '2027-09-01T01:00:00Z'),
      edition(2, '2027-03-10T01:00:00Z'),
      edition(1, '2026-10-28T01:00:00Z'),
    ]
    expect(editionChoices({ editions, defaultEdition: 2 }).map((c) => c.value)).toEqual([
      '2',
      '3',
      '1',
    ])
    expect(editionChoices({ editions, defaultEdition: null }).map((c) => c.value)).toEqual([
      '3',
      '2',
      '1',
    ])
  })
})
