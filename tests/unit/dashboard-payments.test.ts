import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/dashboard/api-error'
import { mappingProblems } from '@/lib/payments/statement-profiles'
import { serverFieldMessages } from '@/components/admin/dashboard/payments/field-messages'
import {
  draftProblems,
  EMPTY_DRAFT,
  mappingOfDraft,
  type FormatDraft,
} from '@/components/admin/dashboard/payments/format-draft'
import { canAccept, matchOf } from '@/components/admin/dashboard/payments/line-match'
import {
  addShare,
  sharesProblem,
  unsharedOf,
  type LineShare,
} from '@/components/admin/dashboard/payments/line-shares'
import {
  acceptedMatchedMessage,
  recordedMessage,
} from '@/components/admin/dashboard/payments/payment-messages'
import {
  outstandingOf,
  paymentLabel,
  paymentTone,
} from '@/components/admin/dashboard/payments/payment-state'
import {
  parseRinggit,
  ringgitText,
  todayInMalaysia,
} from '@/components/admin/dashboard/payments/ringgit-input'

describe('amounts as staff type them', () => {
  it('reads ringgit with or without RM, commas and sen', () => {
    expect(parseRinggit('3750')).toBe(3750)
    expect(parseRinggit(' RM 3,750.00 ')).toBe(3750)
    expect(parseRinggit('rm2362.5')).toBe(2362.5)
  })

  it('gives NaN for anything that is not an amount, for the schema to name', () => {
    for (const text of ['', 'abc', '-50', '1.2.3', '3 750']) {
      expect(parseRinggit(text), text).toBeNaN()
    }
  })

  it('shows whole ringgit bare and sen with two decimals', () => {
    expect(ringgitText(3750)).toBe('3750')
    expect(ringgitText(2362.5)).toBe('2362.50')
    expect(ringgitText(0.1 + 0.2)).toBe('0.30')
  })

  it('dates today as a day in Malaysia', () => {
    expect(todayInMalaysia()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('a registration’s payment state', () => {
  it('counts one from before payments were recorded as unpaid', () => {
    expect(paymentLabel({ paymentState: null })).toBe('Unpaid')
    expect(paymentTone({ paymentState: undefined })).toBe('light')
  })

  it('reads settled as done, a part or an excess as asking for a look', () => {
    expect(paymentTone({ paymentState: 'paid' })).toBe('success')
    expect(paymentTone({ paymentState: 'partly_paid' })).toBe('warning')
    expect(paymentTone({ paymentState: 'overpaid' })).toBe('warning')
    expect(paymentTone({ paymentState: 'refunded' })).toBe('light-gray')
    expect(paymentLabel({ paymentState: 'partly_paid' })).toBe('Partly paid')
  })

  it('owes what is due less what was paid, never less than nothing', () => {
    expect(outstandingOf({ totalAmount: 7500, amountPaid: 2362.5 })).toBe(5137.5)
    expect(outstandingOf({ totalAmount: 3750, amountPaid: null })).toBe(3750)
    expect(outstandingOf({ totalAmount: 3750, amountPaid: 4000 })).toBe(0)
  })
})

describe('what the matcher stored with a bank line', () => {
  it('reads its allocations, candidates and note', () => {
    const allocations = [
      { registrationId: 4, reference: 'ASL-2025-0004', amountSen: 375000, outcome: 'paid' },
    ]
    expect(matchOf({ match: { allocations, candidates: [], note: ' ' } })).toEqual({
      allocations,
      candidates: [],
      note: null,
    })
  })

  it('reads anything else as nothing found', () => {
    for (const match of [null, 'x', 3, [], { allocations: 'x' }]) {
      expect(matchOf({ match })).toEqual({ allocations: [], candidates: [], note: null })
    }
  })

  it('accepts only a line tied to registrations', () => {
    expect(canAccept({ matchKind: 'matched' })).toBe(true)
    expect(canAccept({ matchKind: 'proposed' })).toBe(true)
    expect(canAccept({ matchKind: 'ambiguous' })).toBe(false)
    expect(canAccept({ matchKind: 'unmatched' })).toBe(false)
  })
})

describe('toasts', () => {
  it('says a payment was recorded with its document, and when it settled the registration', () => {
    expect(recordedMessage('payment', false, 'OR-000012')).toBe(
      'Payment recorded, official receipt OR-000012 issued.',
    )
    expect(recordedMessage('refund', false, 'RN-000003')).toBe(
      'Refund recorded, refund note RN-000003 issued.',
    )
    expect(recordedMessage('payment', true, 'OR-000013')).toBe(
      'Payment recorded, official receipt OR-000013 issued. The registration is now fully paid.',
    )
  })

  it('says what Accept all matched did', () => {
    expect(acceptedMatchedMessage({ recorded: 1, decidedElsewhere: 0 })).toBe(
      '1 bank line recorded as a payment.',
    )
    expect(acceptedMatchedMessage({ recorded: 3, decidedElsewhere: 2 })).toBe(
      '3 bank lines recorded as payments. 2 bank lines had been decided by someone else.',
    )
    expect(acceptedMatchedMessage({ recorded: 2, decidedElsewhere: 0, needsReview: 1 })).toBe(
      '2 bank lines recorded as payments. 1 bank line left open to accept one by one: an ' +
        'overpayment, a cancelled registration or a date to check.',
    )
  })
})

describe('a bank line assigned by hand', () => {
  const one = { registrationId: 1, reference: 'ASL-2025-0001', label: 'ASL-2025-0001' }
  const two = { registrationId: 2, reference: 'ASL-2025-0002', label: 'ASL-2025-0002' }

  it('gives a registration added what is left of the line', () => {
    const first = addShare(7500, [], one)
    expect(first).toEqual([{ ...one, amount: '7500' }])
    const split: LineShare[] = [{ ...one, amount: '3750' }]
    expect(addShare(7500, split, two)[1].amount).toBe('3750')
    expect(addShare(7500, [{ ...one, amount: '7500' }], two)[1].amount).toBe('')
    expect(addShare(7500, first, one), 'added once').toBe(first)
  })

  it('records only amounts that add up to the line’s', () => {
    expect(sharesProblem(7500, [])).toBe('Add the registration this payment is for.')
    const split: LineShare[] = [
      { ...one, amount: '3750.10' },
      { ...two, amount: '3,749.90' },
    ]
    expect(sharesProblem(7500, split)).toBeNull()
    expect(unsharedOf(7500, split)).toBe(0)
    const short: LineShare[] = [{ ...one, amount: '3750' }]
    expect(sharesProblem(7500, short)).toBe('The amounts must add up to the line’s amount.')
    expect(unsharedOf(7500, short)).toBe(3750)
    expect(unsharedOf(7500, [{ ...one, amount: '8000' }])).toBe(-500)
  })

  it('names the registration whose amount is not one', () => {
    for (const amount of ['', '0', 'abc', '10.005']) {
      expect(sharesProblem(7500, [{ ...one, amount }]), amount).toBe(
        'Enter the amount for ASL-2025-0001 in ringgit, e.g. 3750 or 2362.50.',
      )
    }
    expect(sharesProblem(0.29, [{ ...one, amount: '0.29' }])).toBeNull()
  })
})

describe('a new bank format', () => {
  const header = { skipRows: 1, columns: ['Date', 'Details', 'Ref', 'Credit', 'DR/CR', 'Sender'] }
  const filled: FormatDraft = {
    ...EMPTY_DRAFT,
    name: 'Maybank current account',
    account: 'Maybank 5140 1234 5678',
    dateColumn: 'Date',
    dateFormat: 'dd/MM/yyyy',
    descriptionColumns: ['Ref', 'Details'],
    amountKind: 'credit-column',
    amountColumn: 'Credit',
    indicatorColumn: 'DR/CR',
    payerColumn: 'Sender',
  }

  it('maps the chosen columns, descriptions in the file’s order', () => {
    expect(mappingOfDraft(filled, header)).toEqual({
      header: { skipRows: 1 },
      dateColumn: 'Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Details', 'Ref'],
      amount: { kind: 'credit-column', column: 'Credit' },
      payerColumn: 'Sender',
    })
    expect(draftProblems(filled, mappingOfDraft(filled, header))).toEqual([])
  })

  it('asks for the DR/CR column only with an amount plus indicator', () => {
    const draft: FormatDraft = { ...filled, amountKind: 'amount-with-indicator' }
    expect(mappingOfDraft(draft, header).amount).toEqual({
      kind: 'amount-with-indicator',
      column: 'Credit',
      indicatorColumn: 'DR/CR',
    })
    const missing = mappingOfDraft({ ...draft, indicatorColumn: '' }, header)
    expect(mappingProblems(missing)).toEqual([
      'Choose the column that says whether money came in or went out.',
    ])
  })

  it('leaves out the payer when there is none', () => {
    expect(mappingOfDraft({ ...filled, payerColumn: '' }, header)).not.toHaveProperty('payerColumn')
  })

  it('forgets columns the file no longer has once the header row moved', () => {
    const moved = { skipRows: 0, columns: ['Account', 'Statement'] }
    const mapping = mappingOfDraft(filled, moved)
    expect(mapping.dateColumn).toBe('')
    expect(mapping.descriptionColumns).toEqual([])
    expect(draftProblems(filled, mapping)).toContain('Choose the date column.')
  })

  it('lists everything still missing of an empty one', () => {
    expect(draftProblems(EMPTY_DRAFT, mappingOfDraft(EMPTY_DRAFT, header))).toEqual([
      'Give the format a name.',
      'Say which bank account the statements are of.',
      'Choose the date column.',
      'Choose the date format.',
      'Choose at least one description column.',
      'Choose the amount column.',
    ])
  })
})

describe('field messages of a refused call', () => {
  it('puts each field’s first message under it', () => {
    const body = JSON.stringify({
      errors: [
        {
          message: 'The following fields are invalid: amount, paidOn',
          data: {
            errors: [
              { path: 'amount', message: 'Please enter the amount.' },
              { path: 'amount', message: 'Second' },
              { path: 'paidOn', message: 'Please enter the bank’s date.' },
            ],
          },
        },
      ],
    })
    expect(serverFieldMessages(new ApiError(400, 'Bad Request', body))).toEqual({
      amount: 'Please enter the amount.',
      paidOn: 'Please enter the bank’s date.',
    })
  })

  it('has none for other failures', () => {
    expect(
      serverFieldMessages(new ApiError(409, 'Conflict', '{"errors":[{"message":"x"}]}')),
    ).toEqual({})
    expect(serverFieldMessages(new Error('offline'))).toEqual({})
  })
})
