import type { Endpoint } from 'payload'

import { requireRole } from '@/access/require-role'
import { registrationFiltersFrom, registrationsWhere } from '@/lib/dashboard/list-query'
import {
  participantSheet,
  registrationSheet,
  REGISTRATIONS_FILE,
} from '@/lib/export/export-columns'

import { exportResponse } from './export-response'

/**
 * GET /api/dashboard/export/registrations?search=&status=&order= — program-registrations.xlsx
 * of the registrations the panel shows, and a sheet with one row per participant (admin).
 */
export const exportRegistrations: Endpoint = {
  path: '/dashboard/export/registrations',
  method: 'get',
  handler: async (req) => {
    requireRole(req, 'admin')
    const filters = registrationFiltersFrom(req.searchParams)
    return exportResponse({
      req,
      collection: 'registrations',
      where: registrationsWhere(filters),
      order: filters.order,
      fileName: REGISTRATIONS_FILE,
      audit: { action: 'export-registrations', query: filters },
      sheets: [registrationSheet, participantSheet],
    })
  },
}
