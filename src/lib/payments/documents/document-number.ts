import type { DocumentKind } from './issued-document'

/**
 * Each kind of document is numbered from a gap-free sequence of its own ('OR-000042',
 * 'RN-000003', 'INV-000017'): the tax office expects every number issued to be accounted
 * for, so a number is taken only in the transaction that issues the document, and a
 * cancelled document keeps its number.
 */
export const DOCUMENT_PREFIXES: Record<DocumentKind, string> = {
  receipt: 'OR-',
  'refund-note': 'RN-',
  invoice: 'INV-',
}

export const formatDocumentNumber = (kind: DocumentKind, sequence: number): string => {
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`A document number is a whole number from 1, got ${sequence}`)
  }
  return `${DOCUMENT_PREFIXES[kind]}${String(sequence).padStart(6, '0')}`
}
