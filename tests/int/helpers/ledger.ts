/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever JSON the API sent */
import type { Payload } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'

import { api } from './rest'

/** Today's day on the Malaysian calendar, the latest a payment may be dated. */
export const todayInMalaysia = () => formatInMalaysia(new Date(), 'yyyy-MM-dd')!

/** A payment (or refund) an admin enters by hand, dated today unless said otherwise. */
export const recordAs = (token: string | undefined, id: number, body: Record<string, unknown>) =>
  api('POST', `/dashboard/registrations/${id}/payments`, {
    token,
    body: { kind: 'payment', paidOn: todayInMalaysia(), ...body },
  })

export const voidAs = (token: string | undefined, paymentId: number, reason = 'Entered twice') =>
  api('POST', `/dashboard/payments/${paymentId}/void`, { token, body: { reason } })

/** A registration's documents of one kind, oldest first. */
export const documentsOf = async (
  payload: Payload,
  collection: 'official-receipts' | 'refund-notes' | 'invoices',
  registration: number,
): Promise<any[]> =>
  (
    await payload.find({
      collection,
      where: { registration: { equals: registration } },
      sort: 'sequence',
      pagination: false,
      depth: 0,
    })
  ).docs

export const paymentsFor = async (payload: Payload, registration: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { registration: { equals: registration } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
    })
  ).docs
