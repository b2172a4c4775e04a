'use client'

import { useCallback, useState } from 'react'

import { DEFAULT_PAGE_SIZE, type DateOrder } from '@/lib/dashboard/list-query'

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

/** The search box's and the date order's bindings, for a list that has both. */
export const useSearchAndOrder = <Filters extends { search: string; order: DateOrder }>(
  filters: Filters,
  changeFilters: (change: Partial<Filters>) => void,
) => {
  const onSearch = useCallback(
    (search: string) => changeFilters({ search } as Partial<Filters>),
    [changeFilters],
  )
  return {
    search: { value: filters.search, onSearch },
    order: {
      value: filters.order,
      onChange: (order: DateOrder) => changeFilters({ order } as Partial<Filters>),
    },
  }
}
