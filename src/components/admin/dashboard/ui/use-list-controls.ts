'use client'

import { useCallback, useState } from 'react'

import { DEFAULT_PAGE_SIZE } from '@/lib/dashboard/list-query'

/**
 * What staff chose to see of a paged list: its filters, the page and the rows per page. Other
 * filters or another page size start again from the first page, as the page they were on may
 * no longer exist.
 */
export const useListControls = <Filters extends object>(initialFilters: Filters) => {
  const [filters, setFilters] = useState(initialFilters)
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE)
  const changeFilters = useCallback((change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }))
    setPage(1)
  }, [])
  const changeLimit = useCallback((size: number) => {
    setLimit(size)
    setPage(1)
  }, [])
  return { filters, changeFilters, page, setPage, limit, changeLimit }
}
