import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { urlOfQueryKey } from '@/lib/dashboard/query-key'

import { apiRequest } from './api'

/** Reads the address the query key names (spec §7); a refused call, 401 included, fails. */
const readQueryKey: QueryFunction = ({ queryKey }) => apiRequest('GET', urlOfQueryKey(queryKey))

/**
 * The spec's query defaults: data never goes stale by itself, is not refetched when the
 * window regains focus, is not polled, and no call is retried. The panels refresh by
 * invalidating their queries after each change staff make.
 */
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
