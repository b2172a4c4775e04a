'use client'

import { EDITIONS, REGISTRATIONS } from '../registrations/use-registrations'

export const PAYMENTS = '/api/payments'
export const PAYMENT_SLIPS = '/api/payment-slips'
export const OFFICIAL_RECEIPTS = '/api/official-receipts'
export const REFUND_NOTES = '/api/refund-notes'
export const INVOICES = '/api/invoices'
export const STATEMENT_LINES = '/api/statement-lines'
export const STATEMENT_MAPPINGS = '/api/statement-mappings'

// A payment may confirm a registration (seats), issues a receipt or refund note, and a void
// cancels it: all of these are read afresh after any payment or bank line decision.
export const PAYMENT_LISTS = [
  REGISTRATIONS,
  EDITIONS,
  PAYMENTS,
  OFFICIAL_RECEIPTS,
  REFUND_NOTES,
  STATEMENT_LINES,
]
