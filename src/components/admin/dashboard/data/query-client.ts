import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { urlOfQueryKey } from '@/lib/dashboard/query-key'

import { apiRequest } from './api'

const readQueryKey: QueryFunction = ({ queryKey }) => apiRequest('GET', urlOfQueryKey(queryKey))

// Spec §7: never stale by itself, no refetch on focus, no polling, no retry; the panels
// invalidate their queries after each change.
export const DASHBOARD_QUERY_DEFAULTS = {
  queries: {
    queryFn: readQueryKey,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  },
  mutations: { retry: false },
} as const

export const createDashboardQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: DASHBOARD_QUERY_DEFAULTS })
