import type { CollectionAfterChangeHook } from 'payload'

import { toSen } from '@/lib/pricing'
import type { Registration } from '@/payload-types'
import { reconcileInvoice } from '@/server/payments/documents/current-invoice'
import { settleRegistration } from '@/server/payments/settle-registration'

export const reconcileMoney: CollectionAfterChangeHook<Registration> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const amountChanged = toSen(previousDoc.totalAmount ?? 0) !== toSen(doc.totalAmount ?? 0)
  const cancelledNow = doc.status === 'cancelled' && previousDoc.status !== 'cancelled'
  if (!amountChanged && !cancelledNow) return doc
  const current = amountChanged ? (await settleRegistration(req, doc)).registration : doc
  await reconcileInvoice(req, current, { issue: false })
  return current
}
