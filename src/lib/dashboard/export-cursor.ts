import type { Where } from 'payload'

import { sortByDate, type DateOrder } from './list-query'

export type ExportCursor = { createdAt: string; id: number | string }

export const exportSort = (order: DateOrder): string[] => [
  sortByDate(order),
  order === 'oldest' ? 'id' : '-id',
]

// Resuming after the last row, not by page, so a registration arriving mid-export shifts nothing.
export const afterCursor = (cursor: ExportCursor | null, order: DateOrder): Where | null => {
  if (!cursor) return null
  const past = order === 'oldest' ? 'greater_than' : 'less_than'
  return {
    or: [
      { createdAt: { [past]: cursor.createdAt } },
      { and: [{ createdAt: { equals: cursor.createdAt } }, { id: { [past]: cursor.id } }] },
    ],
  }
}

export const combineWhere = (...conditions: Array<Where | null>): Where => {
  const present = conditions.filter(
    (condition): condition is Where => condition !== null && Object.keys(condition).length > 0,
  )
  if (present.length === 0) return {}
  return present.length === 1 ? present[0] : { and: present }
}
