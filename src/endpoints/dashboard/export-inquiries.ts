import { adminEndpoint } from '@/endpoints/role-endpoint'
import { inquiriesWhere, inquiryFiltersFrom } from '@/lib/dashboard/list-query'
import { INQUIRIES_FILE, inquirySheet } from '@/lib/export/export-columns'

import { exportResponse } from './export-response'

export const exportInquiries = adminEndpoint('get', '/dashboard/export/inquiries', async (req) => {
  const filters = inquiryFiltersFrom(req.searchParams)
  return exportResponse({
    req,
    collection: 'contact',
    where: inquiriesWhere(filters),
    order: filters.order,
    fileName: INQUIRIES_FILE,
    audit: { action: 'export-inquiries', query: filters },
    sheets: [inquirySheet],
  })
})
