'use client'

import { useQuery } from '@tanstack/react-query'

import type { OfficialReceipt, Payment, PaymentSlip, Registration } from '@/payload-types'

import { apiRequest } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'
import {
  PAYMENT_RECORD_FAILED,
  PAYMENT_VOID_FAILED,
  PAYMENT_VOIDED,
  recordedMessage,
} from './payment-messages'
import { OFFICIAL_RECEIPTS, PAYMENT_LISTS, PAYMENT_SLIPS, PAYMENTS } from './payment-queries'

// Far more than one registration ever has, so its list is never cut short.
const ALL_OF_ONE_REGISTRATION = 100

const ofRegistration = (registrationId: number, sort: string) => ({
  where: { registration: { equals: registrationId } },
  sort,
  limit: ALL_OF_ONE_REGISTRATION,
  depth: 0,
})

/** The payments and refunds recorded for one registration, voided ones included, newest first. */
export const usePayments = (registrationId: number) =>
  useQuery<Paginated<Payment>>({
    queryKey: [PAYMENTS, ofRegistration(registrationId, '-createdAt')],
  })

/** The bank slips the payer uploaded through their personal link, newest first. */
export const usePaymentSlips = (registrationId: number) =>
  useQuery<Paginated<PaymentSlip>>({
    queryKey: [PAYMENT_SLIPS, ofRegistration(registrationId, '-createdAt')],
  })

/** The official receipt issued once the registration was fully paid, if it was. */
export const useOfficialReceipts = (registrationId: number) =>
  useQuery<Paginated<OfficialReceipt>>({
    queryKey: [OFFICIAL_RECEIPTS, ofRegistration(registrationId, '-issuedAt')],
  })

export type NewPayment = {
  kind: 'payment' | 'refund'
  /** Ringgit. */
  amount: number
  /** The bank's day, YYYY-MM-DD. */
  paidOn: string
  note?: string
  /** The uploaded slip the figure was read from. */
  slip?: number
  /** Confirm the registration too if this payment settles it. */
  confirm?: boolean
}

type Settled = { doc: Registration; becamePaid: boolean }

/** POST /api/dashboard/registrations/{id}/payments: a payment or refund entered by hand. */
export const useRecordPayment = () =>
  useDashboardMutation({
    mutationFn: ({ registrationId, payment }: { registrationId: number; payment: NewPayment }) =>
      apiRequest<Settled>(
        'POST',
        `/api/dashboard/registrations/${registrationId}/payments`,
        payment,
      ),
    success: ({ becamePaid }, { payment }) => recordedMessage(payment.kind, becamePaid),
    failure: PAYMENT_RECORD_FAILED,
    refresh: PAYMENT_LISTS,
  })

/** POST /api/dashboard/payments/{id}/void: a payment entered by mistake stops counting. */
export const useVoidPayment = () =>
  useDashboardMutation({
    mutationFn: (paymentId: number) =>
      apiRequest<{ doc: Registration }>('POST', `/api/dashboard/payments/${paymentId}/void`),
    success: PAYMENT_VOIDED,
    failure: PAYMENT_VOID_FAILED,
    refresh: PAYMENT_LISTS,
  })
