'use client'

import { useQuery } from '@tanstack/react-query'

import { cleanSearch, registrationsWhere } from '@/lib/dashboard/list-query'
import type { Registration } from '@/payload-types'

import type { Paginated } from '../data/paginated'
import { REGISTRATIONS } from '../registrations/use-registrations'

// Enough to spot the one meant; a longer list means the search should say more.
const FOUND_AT_MOST = 8

/** Registrations of any edition whose reference, organization or contact matches the search. */
export const useRegistrationSearch = (search: string) =>
  useQuery<Paginated<Registration>>({
    queryKey: [
      REGISTRATIONS,
      {
        where: registrationsWhere({ search, status: 'all', edition: 'all' }),
        sort: '-createdAt',
        limit: FOUND_AT_MOST,
        depth: 0,
      },
    ],
    enabled: cleanSearch(search) !== '',
  })
