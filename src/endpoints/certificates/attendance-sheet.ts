import { APIError } from 'payload'

import { adminEndpoint } from '@/endpoints/role-endpoint'
import { pdfResponse } from '@/endpoints/payments/document-pdf'
import { routeId } from '@/endpoints/payments/route-id'
import { DAY_REQUIRED } from '@/lib/validation/certificates'
import { attendanceSheet } from '@/server/certificates/attendance-sheet'

// `?day=YYYY-MM-DD`: the day's sheet to sign.
export const attendanceSheetEndpoint = adminEndpoint(
  'get',
  '/dashboard/editions/:id/attendance-sheet',
  async (req) => {
    const day = req.searchParams.get('day') ?? ''
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new APIError(DAY_REQUIRED, 400)
    const { pdf, fileName } = await attendanceSheet(req, routeId(req), day)
    return pdfResponse(pdf, fileName)
  },
)
