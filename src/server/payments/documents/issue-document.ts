import type { PayloadRequest } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'
import { formatDocumentNumber } from '@/lib/payments/documents/document-number'
import { documentPdf } from '@/lib/payments/documents/document-pdf'
import type { DocumentKind, IssuedDocument } from '@/lib/payments/documents/issued-document'
import { toRinggit } from '@/lib/pricing'
import { recordAudit } from '@/server/audit/record-audit'
import { actingUserId } from '@/server/auth/acting-user'
import { lastSequence } from '@/server/last-sequence'

import { LOCKS, lockUntilCommit } from '../transaction-lock'

export const DOCUMENT_SERIES = {
  receipt: { collection: 'official-receipts', lock: LOCKS.receiptNumbers },
  'refund-note': { collection: 'refund-notes', lock: LOCKS.refundNoteNumbers },
  invoice: { collection: 'invoices', lock: LOCKS.invoiceNumbers },
} as const satisfies Record<DocumentKind, { collection: string; lock: number }>

export type DocumentCollection = (typeof DOCUMENT_SERIES)[DocumentKind]['collection']

type Extra = { payment?: number; paidOn?: string; dueOn?: string }

// The number is taken under a lock held until commit: a rolled-back issue takes none, and two at
// once take consecutive ones.
export const issueDocument = async (
  req: PayloadRequest,
  kind: DocumentKind,
  registrationId: number,
  compose: (number: string, issuedOn: string) => IssuedDocument,
  extra: (document: IssuedDocument) => Extra = () => ({}),
) => {
  const { collection, lock } = DOCUMENT_SERIES[kind]
  await lockUntilCommit(req, lock)
  const sequence = (await lastSequence(req, collection)) + 1
  const now = new Date()
  const document = compose(
    formatDocumentNumber(kind, sequence),
    formatInMalaysia(now, 'yyyy-MM-dd') ?? now.toISOString().slice(0, 10),
  )
  const pdf = await documentPdf(document)
  const issued = await req.payload.create({
    collection,
    data: {
      number: document.number,
      sequence,
      issuedAt: now.toISOString(),
      registration: registrationId,
      reference: document.reference,
      organization: document.party.organization,
      amount: toRinggit(document.amountSen),
      document,
      pdf: pdf.toString('base64'),
      ...extra(document),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordAudit(req, {
    action: 'document-issued',
    query: { collection, id: issued.id, registration: registrationId },
    details: { number: document.number, amountSen: document.amountSen },
  })
  return issued
}

/** Never deleted or otherwise changed; its number stays used. */
export const cancelDocument = async (
  req: PayloadRequest,
  collection: DocumentCollection,
  doc: { id: number; number: string },
  reason: string,
): Promise<void> => {
  await req.payload.update({
    collection,
    id: doc.id,
    data: {
      cancelledAt: new Date().toISOString(),
      cancelledBy: actingUserId(req),
      cancelReason: reason,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordAudit(req, {
    action: 'document-cancelled',
    query: { collection, id: doc.id },
    details: { number: doc.number, reason },
  })
}
