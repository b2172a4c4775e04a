import { adminEndpoint } from '@/endpoints/role-endpoint'
import { recordAudit } from '@/server/audit/record-audit'
import { documentFile } from '@/server/payments/documents/document-file'
import type { DocumentCollection } from '@/server/payments/documents/issue-document'

import { routeId } from './route-id'

export const pdfResponse = (pdf: Buffer, fileName: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  })

// Exactly as issued, cancelled documents included; each download is audited.
const documentPdfEndpoint = (collection: DocumentCollection) =>
  adminEndpoint('get', `/dashboard/${collection}/:id/pdf`, async (req) => {
    const { doc, pdf, fileName } = await documentFile(req, collection, routeId(req))
    await recordAudit(req, {
      action: 'personal-data-read',
      query: { collection, operation: 'pdf', id: doc.id },
      rowCount: 1,
    })
    return pdfResponse(pdf, fileName)
  })

export const documentPdfEndpoints = [
  documentPdfEndpoint('official-receipts'),
  documentPdfEndpoint('refund-notes'),
  documentPdfEndpoint('invoices'),
]
