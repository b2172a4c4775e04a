import type { Payload } from 'payload'

import { paymentLinkFor, paymentLinkPath } from '@/lib/payments/payment-link'

// Signed with Payload's derived secret, the one the page and the upload endpoint check it with.
export const paymentPathOf = (
  payload: Payload,
  registration: { id: number; createdAt: string },
): string =>
  paymentLinkPath(paymentLinkFor(payload.secret, registration.id, new Date(registration.createdAt)))
