'use client'

import type { DateOrder } from '@/lib/dashboard/list-query'

import { FilterSelect } from './list-toolbar'

const ORDER_OPTIONS: Array<{ value: DateOrder; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
]

type Props = {
  value: DateOrder
  onChange: (order: DateOrder) => void
}

/** The "Date" choice of a list sorted by when each entry came in. */
export const DateOrderSelect = ({ value, onChange }: Props) => (
  <FilterSelect
    label="Date"
    value={value}
    options={ORDER_OPTIONS}
    onChange={(order) => onChange(order as DateOrder)}
  />
)
