import { describe, expect, it } from 'vitest'

import {
  headersOf,
  inquirySheet,
  participantSheet,
  registrationSheet,
  rowValues,
  withEditionNames,
} from '@/lib/export/export-columns'

const registration = {
  id: 7,
  reference: 'ASL-2025-0007',
  status: null,
  edition: 3,
  organization: 'Kementerian Contoh',
  contactName: 'Aminah',
  createdAt: '2025-10-14T07:05:00.000Z',
  totalAmount: 7875,
  participants: [
    { no: 1, name: 'Ali' },
    { no: 2, name: 'Siti' },
  ],
}

describe('export sheets', () => {
  it('heads columns with the field names split at camel case', () => {
    expect(headersOf(registrationSheet.columns)).toEqual([
      'Created At',
      'Reference',
      'Status',
      'Edition',
      'Program Name',
      'Organization',
      'Address',
      'Contact Name',
      'Contact Phone',
      'Contact Email',
      'Participant Count',
      'Rate Per Person',
      'Total Amount',
      'Amount Paid (RM)',
      'Payment State',
      'Slip To Check',
      'Early Bird Applied',
      'Notes',
    ])
    expect(headersOf(inquirySheet.columns)).toContain('Is Replied')
    expect(headersOf(participantSheet.columns)).toEqual([
      'Reference',
      'Edition',
      'Organization',
      'Participant No',
      'Participant Name',
      'Status',
      'Created At',
    ])
  })

  it('shows a registration without a status as pending', () => {
    const [row] = registrationSheet.rowsOf(registration)
    expect(row.status).toBe('pending')
  })

  it('writes the amount paid in ringgit and the payment state as staff read it', () => {
    const paid = { ...registration, amountPaid: 2362.5, paymentState: 'partly_paid' }
    const values = rowValues(registrationSheet.columns, registrationSheet.rowsOf(paid)[0])
    const byHeader = Object.fromEntries(
      headersOf(registrationSheet.columns).map((header, i) => [header, values[i]]),
    )
    expect(byHeader['Amount Paid (RM)']).toBe(2362.5)
    expect(byHeader['Payment State']).toBe('Partly paid')
    expect(registrationSheet.columns.find((c) => c.key === 'amountPaid')?.kind).toBe('money')
  })

  it('counts a registration from before payments were recorded as unpaid', () => {
    const [row] = registrationSheet.rowsOf(registration)
    expect(row.amountPaid).toBe(0)
    expect(row.paymentState).toBe('Unpaid')
    const [odd] = registrationSheet.rowsOf({ ...registration, paymentState: 'lost' })
    expect(odd.paymentState).toBe('Unpaid')
  })

  it('gives one row per participant, repeating reference, edition and organization', () => {
    const rows = participantSheet.rowsOf(registration)
    expect(rows.map((row) => rowValues(participantSheet.columns, row).slice(0, 5))).toEqual([
      ['ASL-2025-0007', '3', 'Kementerian Contoh', 1, 'Ali'],
      ['ASL-2025-0007', '3', 'Kementerian Contoh', 2, 'Siti'],
    ])
    expect(participantSheet.rowsOf({ ...registration, participants: null })).toEqual([])
  })

  it('names each registration’s edition as staff know it, on both sheets', () => {
    const names = new Map([[3, '28–29 Oct 2025 (asl-2025-10-28)']])
    const [row] = withEditionNames(registrationSheet, names).rowsOf(registration)
    expect(row.edition).toBe('28–29 Oct 2025 (asl-2025-10-28)')
    const participants = withEditionNames(participantSheet, names).rowsOf(registration)
    expect(participants.map((participant) => participant.edition)).toEqual([
      '28–29 Oct 2025 (asl-2025-10-28)',
      '28–29 Oct 2025 (asl-2025-10-28)',
    ])
    // An edition the map does not know keeps its id rather than losing the column.
    expect(withEditionNames(registrationSheet, new Map()).rowsOf(registration)[0].edition).toBe(3)
  })

  it('stores blanks as empty cells and amounts as numbers', () => {
    const values = rowValues(registrationSheet.columns, registrationSheet.rowsOf(registration)[0])
    const byHeader = Object.fromEntries(
      headersOf(registrationSheet.columns).map((header, i) => [header, values[i]]),
    )
    expect(byHeader['Address']).toBeNull()
    expect(byHeader['Total Amount']).toBe(7875)
    expect(byHeader['Rate Per Person']).toBeNull()
  })
})
