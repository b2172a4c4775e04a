import type { DocumentKind } from './issued-document'

// The tax office expects every number issued to be accounted for: each kind has a gap-free
// sequence, a number is taken only in the transaction that issues it, and a cancelled document
// keeps its number.
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
