'use client'

import { Pagination } from '@payloadcms/ui'

import { PAGE_SIZES } from '@/lib/dashboard/list-query'

import { FilterSelect } from './ListToolbar'

type Page = {
  page?: number
  totalPages: number
  totalDocs: number
  limit: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage?: number | null
  prevPage?: number | null
}

/** "Showing 11–20 of 2,000", Payload's page buttons, and rows per page. */
export const TablePager = ({
  result,
  noun,
  onPage,
  onLimit,
}: {
  result: Page
  noun: string
  onPage: (page: number) => void
  onLimit: (limit: number) => void
}) => {
  const page = result.page ?? 1
  const first = result.totalDocs === 0 ? 0 : (page - 1) * result.limit + 1
  const last = Math.min(page * result.limit, result.totalDocs)
  const count = new Intl.NumberFormat('en-MY')
  return (
    <div className="dash-pager">
      <p className="dash-pager__count" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(result.totalDocs)}{' '}
        {noun}
      </p>
      {result.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={result.totalPages}
          hasNextPage={result.hasNextPage}
          hasPrevPage={result.hasPrevPage}
          nextPage={result.nextPage ?? undefined}
          prevPage={result.prevPage ?? undefined}
          limit={result.limit}
          numberOfNeighbors={1}
          onChange={onPage}
        />
      )}
      <FilterSelect
        label="Rows per page"
        value={String(result.limit)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(value) => onLimit(Number(value))}
      />
    </div>
  )
}
