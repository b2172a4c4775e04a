import { adminEndpoint } from '@/endpoints/role-endpoint'
import { recordAudit } from '@/server/audit/record-audit'
import { officialReceiptPdf, receiptFileName } from '@/server/payments/official-receipt-pdf'

import { routeId } from './route-id'

/** GET /api/dashboard/official-receipts/:id/pdf — an official receipt as issued (admin). */
export const officialReceiptPdfEndpoint = adminEndpoint(
  'get',
  '/dashboard/official-receipts/:id/pdf',
  async (req) => {
    const { receipt, pdf } = await officialReceiptPdf(req, routeId(req))
    await recordAudit(req, {
      action: 'personal-data-read',
      query: { collection: 'official-receipts', operation: 'pdf', id: receipt.id },
      rowCount: 1,
    })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${receiptFileName(receipt)}"`,
        'cache-control': 'private, no-store',
      },
    })
  },
)
