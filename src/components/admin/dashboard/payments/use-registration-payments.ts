'use client'

import { useQuery } from '@tanstack/react-query'

import type { Payment, PaymentSlip, Registration } from '@/payload-types'

import { apiRequest } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'
import { REGISTRATIONS } from '../registrations/use-registrations'
import type { NewPayment } from './payment-draft'
import {
  PAYMENT_RECORD_FAILED,
  PAYMENT_VOID_FAILED,
  PAYMENT_VOIDED,
  recordedMessage,
  SLIPS_CHECK_FAILED,
  SLIPS_CHECKED,
} from './payment-messages'
import { PAYMENT_LISTS, PAYMENT_SLIPS, PAYMENTS } from './payment-queries'
import { isAnsweredRefusal } from './payment-refusal'
import type { VoidAnswer } from './void-answer'

// Far more than one registration ever has, so its list is never cut short.
export const ALL_OF_ONE_REGISTRATION = 100

export const ofRegistration = (registrationId: number, sort: string) => ({
  where: { registration: { equals: registrationId } },
  sort,
  limit: ALL_OF_ONE_REGISTRATION,
  depth: 0,
})

export const usePayments = (registrationId: number) =>
  useQuery<Paginated<Payment>>({
    queryKey: [PAYMENTS, ofRegistration(registrationId, '-createdAt')],
  })

export const usePaymentSlips = (registrationId: number) =>
  useQuery<Paginated<PaymentSlip>>({
    queryKey: [PAYMENT_SLIPS, ofRegistration(registrationId, '-createdAt')],
  })

type Recorded = {
  doc: Registration
  becamePaid: boolean
  document: { id: number; number: string } // the official receipt or refund note
}

// Refusals that want the admin's word raise no toast: the form asks for it.
export const useRecordPayment = () =>
  useDashboardMutation({
    mutationFn: ({ registrationId, payment }: { registrationId: number; payment: NewPayment }) =>
      apiRequest<Recorded>(
        'POST',
        `/api/dashboard/registrations/${registrationId}/payments`,
        payment,
      ),
    success: ({ becamePaid, document }, { payment }) =>
      recordedMessage(payment.kind, becamePaid, document.number),
    failure: PAYMENT_RECORD_FAILED,
    refresh: PAYMENT_LISTS,
    answeredInPlace: isAnsweredRefusal,
  })

/** Voids a payment entered by mistake, with its document (for a bank line, the whole decision). */
export const useVoidPayment = () =>
  useDashboardMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      apiRequest<VoidAnswer>('POST', `/api/dashboard/payments/${paymentId}/void`, { reason }),
    success: PAYMENT_VOIDED,
    failure: PAYMENT_VOID_FAILED,
    refresh: PAYMENT_LISTS,
  })

/** The admin saw the waiting slips and there is nothing to record: clears "Slip to check". */
export const useSlipsChecked = () =>
  useDashboardMutation({
    mutationFn: (registrationId: number) =>
      apiRequest<{ doc: Registration }>(
        'POST',
        `/api/dashboard/registrations/${registrationId}/slips-checked`,
      ),
    success: SLIPS_CHECKED,
    failure: SLIPS_CHECK_FAILED,
    refresh: [REGISTRATIONS],
  })
