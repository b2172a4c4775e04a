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
      'Paid At',
      'Receipt Numbers',
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

  it('writes the status as staff read it, a registration without one as Pending', () => {
    const [row] = registrationSheet.rowsOf(registration)
    expect(row.status).toBe('Pending')
    expect(registrationSheet.rowsOf({ ...registration, status: 'cancelled' })[0].status).toBe(
      'Cancelled',
    )
    expect(participantSheet.rowsOf({ ...registration, status: 'confirmed' })[0].status).toBe(
      'Confirmed',
    )
  })

  it('lists the receipts’ numbers in one cell and the paid date as a date', () => {
    const paid = {
      ...registration,
      paidAt: '2025-10-20T02:00:00.000Z',
      receiptNumbers: ['OR-2025-0001', 'OR-2025-0004'],
    }
    const values = rowValues(registrationSheet.columns, registrationSheet.rowsOf(paid)[0])
    const byHeader = Object.fromEntries(
      headersOf(registrationSheet.columns).map((header, i) => [header, values[i]]),
    )
    expect(byHeader['Receipt Numbers']).toBe('OR-2025-0001, OR-2025-0004')
    expect(byHeader['Paid At']).toEqual(new Date('2025-10-20T10:00:00.000Z'))
    expect(byHeader['Created At']).toEqual(new Date('2025-10-14T15:05:00.000Z'))
    const unpaid = rowValues(
      registrationSheet.columns,
      registrationSheet.rowsOf({ ...registration, receiptNumbers: [] })[0],
    )
    expect(unpaid[headersOf(registrationSheet.columns).indexOf('Receipt Numbers')]).toBeNull()
    expect(unpaid[headersOf(registrationSheet.columns).indexOf('Paid At')]).toBe('N/A')
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
    const names = new Map([[3, '28–29 Oct 2025 · Advanced Strategic Leadership']])
    const [row] = withEditionNames(registrationSheet, names).rowsOf(registration)
    expect(row.edition).toBe('28–29 Oct 2025 · Advanced Strategic Leadership')
    const participants = withEditionNames(participantSheet, names).rowsOf(registration)
    expect(participants.map((participant) => participant.edition)).toEqual([
      '28–29 Oct 2025 · Advanced Strategic Leadership',
      '28–29 Oct 2025 · Advanced Strategic Leadership',
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
