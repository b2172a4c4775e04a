'use client'

import { useMutation, useQuery } from '@tanstack/react-query'

import type { OfficialReceipt, Payment, PaymentSlip, Registration } from '@/payload-types'

import { apiRequest } from '../data/api'
import { notifyFailure, notifySuccess } from '../data/notify'
import type { Paginated } from '../data/paginated'
import {
  PAYMENT_RECORD_FAILED,
  PAYMENT_VOID_FAILED,
  PAYMENT_VOIDED,
  recordedMessage,
} from './payment-messages'
import { OFFICIAL_RECEIPTS, PAYMENT_SLIPS, PAYMENTS, useRefreshPayments } from './payment-queries'

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
export const useRecordPayment = () => {
  const refresh = useRefreshPayments()
  return useMutation({
    mutationFn: ({ registrationId, payment }: { registrationId: number; payment: NewPayment }) =>
      apiRequest<Settled>(
        'POST',
        `/api/dashboard/registrations/${registrationId}/payments`,
        payment,
      ),
    onSuccess: ({ becamePaid }, { payment }) =>
      notifySuccess(recordedMessage(payment.kind, becamePaid)),
    onError: (error) => notifyFailure(error, PAYMENT_RECORD_FAILED),
    onSettled: refresh,
  })
}

/** POST /api/dashboard/payments/{id}/void: a payment entered by mistake stops counting. */
export const useVoidPayment = () => {
  const refresh = useRefreshPayments()
  return useMutation({
    mutationFn: (paymentId: number) =>
      apiRequest<{ doc: Registration }>('POST', `/api/dashboard/payments/${paymentId}/void`),
    onSuccess: () => notifySuccess(PAYMENT_VOIDED),
    onError: (error) => notifyFailure(error, PAYMENT_VOID_FAILED),
    onSettled: refresh,
  })
}
