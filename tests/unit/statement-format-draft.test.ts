import { describe, expect, it } from 'vitest'

import {
  draftOfMapping,
  EMPTY_DRAFT,
  mappingOfDraft,
} from '@/components/admin/dashboard/payments/format-draft'
import type { StatementMapping } from '@/lib/payments/statement-profiles'

const names = { name: 'CIMB BizChannel', account: 'CIMB 8001 2345 67' }
const columns = ['Doc Ref No.', 'Tran Date', 'Description', 'Tran Amt.', 'Tran Type', 'Sender']
const file = { skipRows: 3, columns }

const cimb: StatementMapping = {
  header: { skipRows: 3 },
  dateColumn: 'Tran Date',
  dateFormat: 'dd/MM/yyyy',
  descriptionColumns: ['Doc Ref No.', 'Description'],
  amount: {
    kind: 'amount-with-indicator',
    column: 'Tran Amt.',
    indicatorColumn: 'Tran Type',
    creditMarkers: ['1'],
    debitMarkers: ['2'],
  },
  payerColumn: 'Sender',
  delimiter: ';',
}

describe('a bank format filled in from the proposal for a file', () => {
  it('takes every choice of the proposal, keeping the names typed', () => {
    expect(draftOfMapping(cimb, names)).toEqual({
      ...names,
      headerText: 'Tran Date',
      dateColumn: 'Tran Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Doc Ref No.', 'Description'],
      amountKind: 'amount-with-indicator',
      amountColumn: 'Tran Amt.',
      indicatorColumn: 'Tran Type',
      creditMarkers: '1',
      debitMarkers: '2',
      payerColumn: 'Sender',
      delimiter: ';',
    })
  })

  it('gives back the mapping, with the header found by its text', () => {
    expect(mappingOfDraft(draftOfMapping(cimb, names), file)).toEqual({
      ...cimb,
      header: { containing: 'Tran Date' },
    })
  })

  it('keeps a header text the proposal gave', () => {
    const found = { ...cimb, header: { containing: 'Doc Ref No.' } }
    expect(draftOfMapping(found, names).headerText).toBe('Doc Ref No.')
  })

  it('reads marker values typed with spaces and stray commas', () => {
    const draft = { ...draftOfMapping(cimb, names), creditMarkers: ' CR , K,, ', debitMarkers: '' }
    expect(mappingOfDraft(draft, file).amount).toEqual({
      kind: 'amount-with-indicator',
      column: 'Tran Amt.',
      indicatorColumn: 'Tran Type',
      creditMarkers: ['CR', 'K'],
    })
  })

  it('leaves the comma, which every file is tried with, out of the format', () => {
    const draft = draftOfMapping({ ...cimb, delimiter: ',' }, names)
    expect(draft.delimiter).toBe('')
    expect(mappingOfDraft(draft, file)).not.toHaveProperty('delimiter')
  })

  it('finds the header by its place when no text is given', () => {
    const draft = { ...draftOfMapping(cimb, names), headerText: '  ' }
    expect(mappingOfDraft(draft, file).header).toEqual({ skipRows: 3 })
  })

  it('reads a signed amount and a file without payer', () => {
    const signed: StatementMapping = {
      dateColumn: 'Tran Date',
      dateFormat: 'dd/MM/yyyy',
      descriptionColumns: ['Description'],
      amount: { kind: 'signed-amount', column: 'Tran Amt.' },
    }
    const draft = draftOfMapping(signed, EMPTY_DRAFT)
    expect(draft).toMatchObject({
      amountKind: 'signed-amount',
      payerColumn: '',
      indicatorColumn: '',
    })
    expect(mappingOfDraft(draft, file)).toEqual({ ...signed, header: { containing: 'Tran Date' } })
  })
})
