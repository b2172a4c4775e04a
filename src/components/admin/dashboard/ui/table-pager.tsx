'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'

import { PAGE_SIZES } from '@/lib/dashboard/list-query'

import { IconButton } from './icon-button'
import { FilterSelect } from './list-toolbar'

type Page = {
  page?: number
  totalPages: number
  totalDocs: number
  limit: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

const count = new Intl.NumberFormat('en-MY')

type Props = {
  result: Page | undefined
  noun: string
  onPage: (page: number) => void
  onLimit: (limit: number) => void
}

// Not Payload's paginator: its arrow buttons are unlabelled, so screen readers cannot name them.
export const TablePager = ({ result, noun, onPage, onLimit }: Props) => {
  if (!result) return null
  const page = result.page ?? 1
  const first = result.totalDocs === 0 ? 0 : (page - 1) * result.limit + 1
  const last = Math.min(page * result.limit, result.totalDocs)
  return (
    <div className="dash-pager">
      <p className="dash-pager__count" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(result.totalDocs)}{' '}
        {noun}
      </p>
      <div className="dash-pager__pages">
        <IconButton
          label="Previous page"
          icon={ChevronLeft}
          disabled={!result.hasPrevPage}
          onClick={() => onPage(page - 1)}
        />
        <span className="dash-pager__page">
          Page {count.format(page)} of {count.format(Math.max(1, result.totalPages))}
        </span>
        <IconButton
          label="Next page"
          icon={ChevronRight}
          disabled={!result.hasNextPage}
          onClick={() => onPage(page + 1)}
        />
      </div>
      <FilterSelect
        label="Rows per page"
        value={String(result.limit)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(value) => onLimit(Number(value))}
      />
    </div>
  )
}
