import type { Payload } from 'payload'

import { paymentLinkFor, paymentLinkPath } from '@/lib/payments/payment-link'

/**
 * A registration's payment page address, signed with Payload's own secret (derived from
 * PAYLOAD_SECRET), the one the page and the upload endpoint check it with.
 */
export const paymentPathOf = (
  payload: Payload,
  registration: { id: number; createdAt: string },
): string =>
  paymentLinkPath(paymentLinkFor(payload.secret, registration.id, new Date(registration.createdAt)))
