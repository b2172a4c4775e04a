import { APIError, type PayloadRequest } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'
import { buildDocument } from '@/lib/payments/documents/build-document'
import { invoiceDueOn } from '@/lib/payments/documents/invoice-due-date'
import { formatSen } from '@/lib/payments/sen'
import { toSen } from '@/lib/pricing'
import type { Invoice, Registration } from '@/payload-types'

import { holdRegistration } from '../hold-registration'
import { documentContext } from './document-registration'
import { cancelDocument, issueDocument } from './issue-document'

export const CANCELLED_NO_INVOICE = 'This registration is cancelled, so it has no invoice.'

/** The invoice that stands for a registration, if any (at most one does). */
export const standingInvoice = async (
  req: PayloadRequest,
  registrationId: number,
): Promise<Invoice | null> =>
  (
    await req.payload.find({
      collection: 'invoices',
      where: { registration: { equals: registrationId }, cancelledAt: { exists: false } },
      sort: '-sequence',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0] ?? null

const issueInvoice = async (
  req: PayloadRequest,
  registration: Registration,
  replaces: string[],
): Promise<Invoice> => {
  const context = await documentContext(req, registration)
  const paidSen = toSen(registration.amountPaid ?? 0)
  const startsOn = formatInMalaysia(context.edition.startsAt, 'yyyy-MM-dd')
  return issueDocument(
    req,
    'invoice',
    registration.id,
    (number, issuedOn) =>
      buildDocument({
        kind: 'invoice',
        number,
        issuedOn,
        issuer: context.issuer,
        sstRatePercent: context.sstRatePercent,
        registration: context.registration,
        amountSen: context.registration.totalSen,
        paidBeforeSen: paidSen,
        paidAfterSen: paidSen,
        dueOn: invoiceDueOn(issuedOn, startsOn),
        bank: {
          bankName: context.edition.bank?.bankName ?? '',
          accountName: context.edition.bank?.accountName ?? '',
          accountNumber: context.edition.bank?.accountNumber ?? '',
        },
        relatesTo: replaces,
      }),
    (document) => ({ dueOn: document.dueOn ?? undefined }),
  ) as Promise<Invoice>
}

// Inside the caller's transaction, under its row lock. An invoice whose amount no longer matches
// is cancelled and replaced under the next number; `issue: false` only cancels.
export const reconcileInvoice = async (
  req: PayloadRequest,
  registration: Registration,
  { issue }: { issue: boolean },
): Promise<Invoice | null> => {
  const standing = await standingInvoice(req, registration.id)
  const totalSen = toSen(registration.totalAmount ?? 0)
  const cancelled = registration.status === 'cancelled'
  if (standing && !cancelled && toSen(standing.amount) === totalSen) return standing
  if (standing) {
    const reason = cancelled
      ? 'The registration was cancelled.'
      : `The registration’s amount changed from ${formatSen(toSen(standing.amount))} to ${formatSen(totalSen)}.`
    await cancelDocument(req, 'invoices', standing, reason)
  }
  if (cancelled) {
    if (issue) throw new APIError(CANCELLED_NO_INVOICE, 409)
    return null
  }
  return issue || standing
    ? issueInvoice(req, registration, standing ? [standing.number] : [])
    : null
}

/** A registration's current invoice, issued on first request (admin or payer). */
export const currentInvoice = async (req: PayloadRequest, registrationId: number) => {
  await holdRegistration(req, registrationId)
  const registration = await req.payload.findByID({
    collection: 'registrations',
    id: registrationId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (await reconcileInvoice(req, registration, { issue: true }))!
}
