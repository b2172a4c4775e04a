'use client'

import { EDITIONS, REGISTRATIONS } from '../registrations/use-registrations'

export const PAYMENTS = '/api/payments'
export const PAYMENT_SLIPS = '/api/payment-slips'
export const OFFICIAL_RECEIPTS = '/api/official-receipts'
export const REFUND_NOTES = '/api/refund-notes'
export const INVOICES = '/api/invoices'
export const STATEMENT_LINES = '/api/statement-lines'
export const STATEMENT_MAPPINGS = '/api/statement-mappings'

/**
 * What is read afresh after a payment is recorded, voided or a bank line decided: the
 * registrations' amounts and states, the seats (a payment may confirm a registration), the
 * payments and documents shown in a registration's details (a payment issues a receipt or
 * refund note, a void cancels it), and the bank lines still open.
 */
export const PAYMENT_LISTS = [
  REGISTRATIONS,
  EDITIONS,
  PAYMENTS,
  OFFICIAL_RECEIPTS,
  REFUND_NOTES,
  STATEMENT_LINES,
]
