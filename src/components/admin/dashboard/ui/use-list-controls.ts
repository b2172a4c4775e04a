'use client'

import { useCallback, useState } from 'react'

import { DEFAULT_PAGE_SIZE, type DateOrder } from '@/lib/dashboard/list-query'

// Other filters or another page size go back to page 1: the page they were on may be gone.
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

export const useListFilters = <Filters extends { search: string; order: DateOrder }>(
  filters: Filters,
  changeFilters: (change: Partial<Filters>) => void,
) => {
  const onSearch = useCallback(
    (search: string) => changeFilters({ search } as Partial<Filters>),
    [changeFilters],
  )
  const select = <Name extends keyof Filters & string>(name: Name) => ({
    value: String(filters[name]),
    onChange: (value: string) => {
      const change: Partial<Filters> = {}
      change[name] = value as Filters[Name]
      changeFilters(change)
    },
  })
  return {
    select,
    search: { value: filters.search, onSearch },
    order: {
      value: filters.order,
      onChange: (order: DateOrder) => changeFilters({ order } as Partial<Filters>),
    },
  }
}
