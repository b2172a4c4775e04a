'use client'

import { EDITIONS, REGISTRATIONS } from '../registrations/use-registrations'

export const PAYMENTS = '/api/payments'
export const PAYMENT_SLIPS = '/api/payment-slips'
export const OFFICIAL_RECEIPTS = '/api/official-receipts'
export const STATEMENT_LINES = '/api/statement-lines'
export const STATEMENT_MAPPINGS = '/api/statement-mappings'

/**
 * What is read afresh after a payment is recorded, voided or a bank line decided: the
 * registrations' amounts and states, the seats (a payment may confirm a registration), the
 * payments and receipts shown in a registration's details, and the bank lines still open.
 */
export const PAYMENT_LISTS = [REGISTRATIONS, EDITIONS, PAYMENTS, OFFICIAL_RECEIPTS, STATEMENT_LINES]
