import { describe, expect, it } from 'vitest'

import { matchStatement, paymentState, type OpenRegistration } from '@/lib/payments/match-statement'
import { payerNameMatches } from '@/lib/payments/matching/payer-name'
import type { StatementLine } from '@/lib/payments/parse-statement'

const registration = (
  id: number,
  reference: string,
  amountDueSen: number,
  payerNames: string[],
  amountPaidSen = 0,
  cancelled = false,
): OpenRegistration => ({ id, reference, amountDueSen, amountPaidSen, cancelled, payerNames })

const ACME = registration(1, 'ASL-2026-0042', 150000, ['Acme Trading Sdn. Bhd.', 'Tan Mei Ling'])
const ACME_SECOND = registration(2, 'ASL-2026-0043', 150000, ['Acme Trading Sdn Bhd', 'Lim Wei'])
const NURUL = registration(3, 'ASL-2026-0044', 80000, ['', 'Nurul Aisyah binti Ahmad Fauzi'])
const GLOBAL = registration(4, 'ASL-2026-0045', 120000, ['Global Leadership Berhad', 'Raj Kumar'])

let nextRow = 1
const line = (
  amountSen: number,
  description: string,
  payer: string | null = null,
): StatementLine => ({
  row: nextRow++,
  date: '2026-03-02',
  amountSen,
  description,
  payer,
})

const matchOne = (statementLine: StatementLine, registrations: OpenRegistration[]) =>
  matchStatement([statementLine], registrations)[0]

describe('matchStatement by reference', () => {
  it('allocates a line to the registration its reference names', () => {
    const credit = line(150000, 'IBG CREDIT ASL-2026-0042')
    expect(matchOne(credit, [ACME, ACME_SECOND])).toEqual({
      line: credit,
      kind: 'matched',
      allocations: [
        { registrationId: 1, reference: 'ASL-2026-0042', amountSen: 150000, outcome: 'paid' },
      ],
      candidates: [],
      note: null,
    })
  })

  it('finds a reference typed in lower case with spaces', () => {
    const match = matchOne(line(150000, 'duitnow transfer asl 2026 0043'), [ACME, ACME_SECOND])
    expect(match.kind).toBe('matched')
    expect(match.allocations.map((allocation) => allocation.registrationId)).toEqual([2])
  })

  it('finds a reference the bank split across description columns', () => {
    // What parseStatement makes of "IBG CREDIT ASL-2026-" | "0042" in two columns.
    const match = matchOne(line(150000, 'IBG CREDIT ASL-2026- 0042'), [ACME, ACME_SECOND])
    expect(match.kind).toBe('matched')
    expect(match.allocations[0].reference).toBe('ASL-2026-0042')
  })

  it('reports a smaller amount as partly paid and a larger one as overpaid', () => {
    const partly = matchOne(line(50000, 'ASL-2026-0042'), [ACME])
    expect(partly.kind).toBe('matched')
    expect(partly.allocations).toEqual([
      { registrationId: 1, reference: 'ASL-2026-0042', amountSen: 50000, outcome: 'partly_paid' },
    ])
    expect(partly.note).toContain('RM 1,500.00')

    const overpaid = matchOne(line(160000, 'ASL-2026-0042'), [ACME])
    expect(overpaid.allocations).toEqual([
      { registrationId: 1, reference: 'ASL-2026-0042', amountSen: 160000, outcome: 'overpaid' },
    ])
  })

  it('splits one transfer over two registrations when it pays exactly both', () => {
    const match = matchOne(line(300000, 'ACME ASL-2026-0043 ASL-2026-0042'), [ACME, ACME_SECOND])
    expect(match.kind).toBe('matched')
    expect(match.allocations).toEqual([
      { registrationId: 2, reference: 'ASL-2026-0043', amountSen: 150000, outcome: 'paid' },
      { registrationId: 1, reference: 'ASL-2026-0042', amountSen: 150000, outcome: 'paid' },
    ])
  })

  it('leaves a transfer naming two registrations to a person when the sum does not fit', () => {
    const match = matchOne(line(200000, 'ASL-2026-0042 ASL-2026-0043'), [ACME, ACME_SECOND])
    expect(match).toMatchObject({
      kind: 'ambiguous',
      allocations: [],
      candidates: [
        { registrationId: 1, reference: 'ASL-2026-0042' },
        { registrationId: 2, reference: 'ASL-2026-0043' },
      ],
    })
    expect(match.note).toContain('RM 3,000.00')
  })

  it('settles one registration with two partial payments in the same statement', () => {
    const [first, second] = matchStatement(
      [line(100000, 'ASL-2026-0042 DEPOSIT'), line(50000, 'ASL-2026-0042 BALANCE')],
      [ACME],
    )
    expect(first.allocations[0]).toMatchObject({ amountSen: 100000, outcome: 'partly_paid' })
    expect(second.allocations[0]).toMatchObject({ amountSen: 50000, outcome: 'paid' })
  })

  it('counts what was paid before this statement', () => {
    const halfPaid = registration(1, 'ASL-2026-0042', 150000, ['Acme'], 75000)
    expect(matchOne(line(75000, 'ASL-2026-0042'), [halfPaid]).allocations[0].outcome).toBe('paid')
  })
})

describe('matchStatement without a reference', () => {
  it('proposes the one registration owing exactly this amount under the payer name', () => {
    const credit = line(80000, 'DUITNOW TRANSFER WORKSHOP FEE', 'NURUL AISYAH BINTI A')
    expect(matchOne(credit, [ACME, NURUL, GLOBAL])).toEqual({
      line: credit,
      kind: 'proposed',
      allocations: [
        { registrationId: 3, reference: 'ASL-2026-0044', amountSen: 80000, outcome: 'paid' },
      ],
      candidates: [],
      note: null,
    })
  })

  it('also finds the payer name in the description', () => {
    const match = matchOne(line(120000, 'IBG CREDIT GLOBAL LEADERSHIP BHD'), [ACME, GLOBAL])
    expect(match.kind).toBe('proposed')
    expect(match.allocations[0].registrationId).toBe(4)
  })

  it('leaves several registrations with the same amount and similar names to a person', () => {
    const match = matchOne(line(150000, 'IBG CREDIT', 'ACME TRADING S/B'), [ACME, ACME_SECOND])
    expect(match).toMatchObject({
      kind: 'ambiguous',
      allocations: [],
      candidates: [
        { registrationId: 1, reference: 'ASL-2026-0042' },
        { registrationId: 2, reference: 'ASL-2026-0043' },
      ],
    })
  })

  it('does not propose on the amount alone', () => {
    const match = matchOne(line(80000, 'DUITNOW TRANSFER', 'SOMEONE ELSE'), [NURUL])
    expect(match).toEqual({
      line: match.line,
      kind: 'unmatched',
      allocations: [],
      candidates: [],
      note: null,
    })
  })

  it('does not propose on the name alone', () => {
    expect(matchOne(line(70000, 'IBG', 'NURUL AISYAH'), [NURUL]).kind).toBe('unmatched')
  })

  it('never proposes a registration that was already paid', () => {
    const paid = registration(3, 'ASL-2026-0044', 80000, ['Nurul Aisyah'], 80000)
    expect(matchOne(line(80000, 'IBG', 'NURUL AISYAH'), [paid]).kind).toBe('unmatched')
  })

  it('proposes the rest of a registration partly paid by reference earlier on', () => {
    const [byReference, rest] = matchStatement(
      [line(30000, 'ASL-2026-0044'), line(50000, 'IBG', 'NURUL AISYAH')],
      [NURUL],
    )
    expect(byReference.allocations[0].outcome).toBe('partly_paid')
    expect(rest.kind).toBe('proposed')
  })

  it('proposes a registration for one line only', () => {
    const [first, second] = matchStatement(
      [line(80000, 'IBG', 'NURUL AISYAH'), line(80000, 'IBG', 'NURUL AISYAH')],
      [NURUL],
    )
    expect(first.kind).toBe('proposed')
    expect(second.kind).toBe('unmatched')
  })

  it('reports a line that fits nothing as unmatched', () => {
    expect(matchOne(line(12345, 'INTEREST CREDIT'), [ACME, NURUL, GLOBAL])).toMatchObject({
      kind: 'unmatched',
      allocations: [],
      candidates: [],
      note: null,
    })
  })

  it('says so when the reference is not an open registration', () => {
    const match = matchOne(line(150000, 'IBG CREDIT ASL-2026-0099'), [ACME, ACME_SECOND])
    expect(match.kind).toBe('unmatched')
    expect(match.note).toContain('ASL-2026-0099')
  })
})

describe('matchStatement: references in the payer column', () => {
  it('finds a reference the payer put in the payer column', () => {
    const match = matchOne(line(150000, 'IBG CREDIT', 'ASL-2026-0043 ACME'), [ACME, ACME_SECOND])
    expect(match.kind).toBe('matched')
    expect(match.allocations.map((allocation) => allocation.registrationId)).toEqual([2])
  })

  it('does not read a reference across the description and the payer column', () => {
    const match = matchOne(line(150000, 'IBG CREDIT ASL 2026', '0042 ACME'), [ACME])
    expect(match.kind).not.toBe('matched')
  })

  it('names a reference once when both columns carry it', () => {
    const match = matchOne(line(150000, 'ASL-2026-0042', 'ASL 2026 0042'), [ACME])
    expect(match.allocations).toHaveLength(1)
  })
})

describe('matchStatement: lines that wait for a person', () => {
  const PAID = registration(5, 'ASL-2026-0046', 80000, ['Kedai Maju', 'Aminah'], 80000)
  const OVERPAID = registration(6, 'ASL-2026-0047', 80000, ['Kedai Maju', 'Aminah'], 90000)
  const CANCELLED = registration(7, 'ASL-2026-0048', 80000, ['Kedai Maju', 'Aminah'], 0, true)
  // Owes exactly what those lines carry, under the same payer name: the trap.
  const OWING = registration(8, 'ASL-2026-0049', 80000, ['Kedai Maju', 'Aminah'])

  it('names a fully paid registration "already paid", with nothing to book', () => {
    const match = matchOne(line(80000, 'IBG ASL-2026-0046', 'KEDAI MAJU'), [PAID, OWING])
    expect(match).toMatchObject({
      kind: 'already_paid',
      allocations: [],
      candidates: [{ registrationId: 5, reference: 'ASL-2026-0046' }],
    })
    expect(match.note).toContain('already paid in full')
  })

  it('names an overpaid registration "already paid" too', () => {
    expect(matchOne(line(80000, 'ASL-2026-0047'), [OVERPAID]).kind).toBe('already_paid')
  })

  it('names a cancelled registration "cancelled registration", with nothing to book', () => {
    const match = matchOne(line(80000, 'IBG ASL-2026-0048', 'KEDAI MAJU'), [CANCELLED, OWING])
    expect(match).toMatchObject({
      kind: 'cancelled_registration',
      allocations: [],
      candidates: [{ registrationId: 7, reference: 'ASL-2026-0048' }],
    })
    expect(match.note).toContain('cancelled')
  })

  it('never proposes such a line for another registration by amount and payer', () => {
    const matches = matchStatement(
      [
        line(80000, 'IBG ASL-2026-0046', 'KEDAI MAJU'),
        line(80000, 'IBG ASL-2026-0048', 'KEDAI MAJU'),
      ],
      [PAID, CANCELLED, OWING],
    )
    expect(matches.map((match) => match.kind)).toEqual(['already_paid', 'cancelled_registration'])
    expect(matches.flatMap((match) => match.allocations)).toEqual([])
    expect(matches.flatMap((match) => match.candidates.map((c) => c.registrationId))).toEqual([
      5, 7,
    ])
  })

  it('never proposes a cancelled registration by amount and payer', () => {
    expect(matchOne(line(80000, 'IBG', 'KEDAI MAJU'), [CANCELLED]).kind).toBe('unmatched')
  })

  it('holds a second transfer naming a registration an earlier line of the statement pays', () => {
    const [first, second] = matchStatement(
      [line(80000, 'ASL-2026-0049'), line(80000, 'ASL-2026-0049 AGAIN')],
      [OWING],
    )
    expect(first.kind).toBe('matched')
    expect(second.kind).toBe('already_paid')
    expect(second.note).toContain('earlier line of this statement')
  })

  it('holds a transfer naming a paid and an unpaid registration together', () => {
    const match = matchOne(line(160000, 'ASL-2026-0046 ASL-2026-0049'), [PAID, OWING])
    expect(match.kind).toBe('already_paid')
    expect(match.candidates.map((candidate) => candidate.registrationId)).toEqual([5, 8])
  })

  it('does not take a glued-on digit for another registration', () => {
    const first = registration(9, 'ASL-2026-0001', 150000, ['Acme'])
    const twelfth = registration(10, 'ASL-2026-00012', 150000, ['Acme'])
    const match = matchOne(line(150000, 'IBG CREDIT ASL-2026-0001 2 PAX'), [first, twelfth])
    expect(match.kind).toBe('matched')
    expect(match.allocations.map((allocation) => allocation.registrationId)).toEqual([9])
  })
})

describe('matchStatement: payer names as Malaysians write them', () => {
  it('proposes a contact whose name the bank abbreviates (MOHD for Muhammad)', () => {
    const hafiz = registration(11, 'ASL-2026-0050', 120000, [
      'Syarikat Hebat',
      'Muhammad Hafiz bin Ismail',
    ])
    const match = matchOne(line(120000, 'DUITNOW', 'MOHD HAFIZ BIN ISMAIL'), [hafiz])
    expect(match.kind).toBe('proposed')
    expect(match.allocations[0].registrationId).toBe(11)
  })

  it('proposes, never matches, by name: and not when the amount differs', () => {
    const hafiz = registration(11, 'ASL-2026-0050', 120000, ['', 'Muhammad Hafiz bin Ismail'])
    expect(matchOne(line(100000, 'DUITNOW', 'MOHD HAFIZ B. ISMAIL'), [hafiz]).kind).toBe(
      'unmatched',
    )
  })

  it('proposes an organisation registered with its suffix spelled out', () => {
    const acme = registration(12, 'ASL-2026-0051', 90000, ['Acme Sendirian Berhad', 'Lim'])
    expect(matchOne(line(90000, 'IBG', 'ACME SDN. BHD.'), [acme]).kind).toBe('proposed')
  })
})

describe('payerNameMatches', () => {
  it('ignores case, punctuation and company suffixes', () => {
    expect(payerNameMatches('Acme Trading Sdn. Bhd.', 'ACME TRADING SDN BHD')).toBe(true)
    expect(payerNameMatches('Acme Trading Sdn Bhd', 'acme trading berhad')).toBe(true)
    expect(payerNameMatches('Kedai Maju Enterprise', 'KEDAI MAJU')).toBe(true)
  })

  it('accepts a name the bank cut short', () => {
    expect(payerNameMatches('Nurul Aisyah binti Ahmad Fauzi', 'NURUL AISYAH BINTI AHM')).toBe(true)
    expect(payerNameMatches('Acme Trading Sdn Bhd', 'ACME TRAD')).toBe(true)
  })

  it('does not match on a shared first name or a different company', () => {
    expect(payerNameMatches('Muhammad Ali bin Ahmad', 'MUHAMMAD HAFIZ BIN AHMAD')).toBe(false)
    expect(payerNameMatches('Acme Trading Sdn Bhd', 'ACME SERVICES SDN BHD')).toBe(false)
    expect(payerNameMatches('Sdn Bhd', 'ANY SDN BHD')).toBe(false)
  })
})

describe('paymentState', () => {
  it('names every state', () => {
    expect(paymentState(150000, 0)).toBe('unpaid')
    expect(paymentState(150000, 50000)).toBe('partly_paid')
    expect(paymentState(150000, 150000)).toBe('paid')
    expect(paymentState(150000, 160000)).toBe('overpaid')
    expect(paymentState(150000, 150000, 150000)).toBe('refunded')
    expect(paymentState(150000, 50000, 60000)).toBe('refunded')
  })

  it('takes partial refunds off the amount paid', () => {
    expect(paymentState(150000, 160000, 10000)).toBe('paid')
    expect(paymentState(150000, 150000, 50000)).toBe('partly_paid')
  })

  it('treats nothing due and nothing paid as settled', () => {
    expect(paymentState(0, 0)).toBe('paid')
  })
})
