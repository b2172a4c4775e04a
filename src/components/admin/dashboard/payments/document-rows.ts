import { formatTableDate } from '@/lib/export-headers'
import type { Invoice, OfficialReceipt, RefundNote } from '@/payload-types'

export const DOCUMENT_KINDS = {
  'official-receipts': 'Official receipt',
  'refund-notes': 'Refund note',
  invoices: 'Invoice',
} as const

export type DocumentCollection = keyof typeof DOCUMENT_KINDS

type Shown = 'id' | 'number' | 'issuedAt' | 'amount' | 'cancelledAt' | 'cancelReason'

/** A document as the dashboard reads it: never its stored PDF, which is large. */
export type DocumentSummary = Pick<OfficialReceipt & RefundNote & Invoice, Shown> & {
  payment?: OfficialReceipt['payment']
}

export const documentSelect = (collection: DocumentCollection) => ({
  number: true,
  issuedAt: true,
  amount: true,
  cancelledAt: true,
  cancelReason: true,
  ...(collection === 'invoices' ? {} : { payment: true }),
})

export type DocumentRow = DocumentSummary & { collection: DocumentCollection }

/** The PDF exactly as issued, served to admins only. */
export const documentPdfUrl = ({ collection, id }: Pick<DocumentRow, 'collection' | 'id'>) =>
  `/api/dashboard/${collection}/${id}/pdf`

/** "Standing", or "Cancelled on Mar 03, 2027: Payment voided: entered twice". */
export const documentState = (document: Pick<DocumentSummary, 'cancelledAt' | 'cancelReason'>) =>
  document.cancelledAt
    ? `Cancelled on ${formatTableDate(document.cancelledAt)}` +
      (document.cancelReason ? `: ${document.cancelReason}` : '')
    : 'Standing'

export const documentRowsOf = (
  lists: Partial<Record<DocumentCollection, readonly DocumentSummary[] | undefined>>,
): DocumentRow[] =>
  (Object.keys(DOCUMENT_KINDS) as DocumentCollection[])
    .flatMap((collection) => (lists[collection] ?? []).map((doc) => ({ ...doc, collection })))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.id - a.id)

const idOf = (relation: DocumentSummary['payment']) =>
  typeof relation === 'object' && relation !== null ? relation.id : relation

/** Each payment's receipt or refund note, by the payment's id (a void leaves it, cancelled). */
export const documentsByPayment = (rows: readonly DocumentRow[]): Map<number, DocumentRow> => {
  const byPayment = new Map<number, DocumentRow>()
  for (const row of rows) {
    const payment = idOf(row.payment)
    if (typeof payment === 'number') byPayment.set(payment, row)
  }
  return byPayment
}
