import { adminEndpoint } from '@/endpoints/role-endpoint'
import { editionLabel } from '@/lib/dashboard/edition-figures'
import { registrationFiltersFrom, registrationsWhere } from '@/lib/dashboard/list-query'
import {
  participantSheet,
  registrationSheet,
  REGISTRATIONS_FILE,
  withEditionNames,
} from '@/lib/export/export-columns'
import { withReceiptNumbers } from '@/server/export/receipt-numbers'

import { exportResponse } from './export-response'

export const EDITION_FILTER_INVALID = 'The edition to export must be an edition’s id or "all".'

export const exportRegistrations = adminEndpoint(
  'get',
  '/dashboard/export/registrations',
  async (req) => {
    const filters = registrationFiltersFrom(req.searchParams)
    if (!filters) {
      return Response.json({ errors: [{ message: EDITION_FILTER_INVALID }] }, { status: 400 })
    }
    const { docs: editions } = await req.payload.find({
      collection: 'workshop-editions',
      pagination: false,
      depth: 0,
      select: { title: true, status: true, startsAt: true, endsAt: true },
      req,
    })
    const names = new Map(editions.map((edition) => [edition.id, editionLabel(edition)]))
    return exportResponse({
      req,
      collection: 'registrations',
      where: registrationsWhere(filters),
      order: filters.order,
      fileName: REGISTRATIONS_FILE,
      audit: { action: 'export-registrations', query: filters },
      sheets: [
        withEditionNames(registrationSheet, names),
        withEditionNames(participantSheet, names),
      ],
      withRelated: (registrations) => withReceiptNumbers(req.payload, req.user, registrations),
    })
  },
)
