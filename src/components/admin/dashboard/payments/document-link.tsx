'use client'

import { FileDown } from 'lucide-react'

import { documentPdfUrl, type DocumentRow } from './document-rows'

/**
 * A document's number as the link to its PDF as issued. A cancelled one is struck through and
 * says so in words, with the reason, since a strike-through alone is not read out.
 */
export const DocumentLink = ({
  document,
  withCancellation = true,
}: {
  document: DocumentRow
  /** Off where a column of its own says whether it stands. */
  withCancellation?: boolean
}) => (
  <div className="dash-document" data-document={document.number}>
    <a href={documentPdfUrl(document)} download className="dash-document__link">
      {document.cancelledAt ? <s>{document.number}</s> : document.number}
      <FileDown size={14} aria-hidden />
      <span className="dash-small">PDF</span>
    </a>
    {withCancellation && document.cancelledAt && (
      <div className="dash-small">
        Cancelled{document.cancelReason ? `: ${document.cancelReason}` : ''}
      </div>
    )}
  </div>
)
