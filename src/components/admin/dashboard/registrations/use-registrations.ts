'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import {
  registrationsWhere,
  sortByDate,
  type RegistrationFilters,
  type RegistrationStatus,
} from '@/lib/dashboard/list-query'
import type { EditionsOverview } from '@/lib/dashboard/edition-figures'
import { REGISTRATION_UPDATE_FAILED, REGISTRATION_UPDATED } from '@/lib/dashboard/messages'
import type { Registration } from '@/payload-types'

import { apiRequest } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'

export const REGISTRATIONS = '/api/registrations'
export const EDITIONS = '/api/dashboard/editions'

/** One page of registrations as the panel asks for it, searched, filtered and sorted by the server. */
export const useRegistrationPage = (filters: RegistrationFilters, page: number, limit: number) =>
  useQuery<Paginated<Registration>>({
    queryKey: [
      REGISTRATIONS,
      {
        where: registrationsWhere(filters),
        sort: sortByDate(filters.order),
        page,
        limit,
        depth: 0,
      },
    ],
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

/** Every edition with its seats by status; the dashboard's first render brings the first answer. */
export const useEditions = (initialData: EditionsOverview) =>
  useQuery<EditionsOverview>({ queryKey: [EDITIONS], initialData })

/** Confirm / Pending: PATCH /api/registrations/{id}, then both the list and the seats refresh. */
export const useSetRegistrationStatus = () =>
  useDashboardMutation({
    mutationFn: ({ id, status }: { id: number; status: RegistrationStatus }) =>
      apiRequest<{ doc: Registration }>('PATCH', `${REGISTRATIONS}/${id}`, { status }),
    success: REGISTRATION_UPDATED,
    failure: REGISTRATION_UPDATE_FAILED,
    refresh: [REGISTRATIONS, EDITIONS],
  })
