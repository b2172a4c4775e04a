'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import {
  registrationsWhere,
  sortByDate,
  type RegistrationFilters,
  type RegistrationStatus,
} from '@/lib/dashboard/list-query'
import { REGISTRATION_UPDATE_FAILED, REGISTRATION_UPDATED } from '@/lib/dashboard/messages'
import type { Registration } from '@/payload-types'
import type { SeatSummary } from '@/server/workshop/seats'

import { apiRequest } from '../data/api'
import { notifyFailure, notifySuccess } from '../data/notify'
import type { Paginated } from '../data/paginated'

const REGISTRATIONS = '/api/registrations'
const SEATS = '/api/workshop/seats'

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

export const useSeats = () => useQuery<SeatSummary>({ queryKey: [SEATS] })

/** Confirm / Pending: PATCH /api/registrations/{id}, then both the list and the seats refresh. */
export const useSetRegistrationStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: RegistrationStatus }) =>
      apiRequest<{ doc: Registration }>('PATCH', `${REGISTRATIONS}/${id}`, { status }),
    onSuccess: () => notifySuccess(REGISTRATION_UPDATED),
    onError: (error) => notifyFailure(error, REGISTRATION_UPDATE_FAILED),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [REGISTRATIONS] }),
        queryClient.invalidateQueries({ queryKey: [SEATS] }),
      ]),
  })
}
