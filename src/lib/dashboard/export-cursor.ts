import type { Where } from 'payload'

import { sortByDate, type DateOrder } from './list-query'

/** Where the previous batch of an export ended: its last row's time and id. */
export type ExportCursor = { createdAt: string; id: number | string }

/**
 * Sorts by time then id, so rows with the same timestamp still come in one fixed order and
 * a cursor can resume exactly after the last row sent.
 */
export const exportSort = (order: DateOrder): string[] => [
  sortByDate(order),
  order === 'oldest' ? 'id' : '-id',
]

/**
 * The rows after `cursor` in the export's order. Resuming from the last row (rather than
 * counting pages) means a registration arriving mid-export cannot shift a page and make a
 * row appear twice or go missing.
 */
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

/** Both conditions, leaving out whichever is empty. */
export const combineWhere = (...conditions: Array<Where | null>): Where => {
  const present = conditions.filter(
    (condition): condition is Where => condition !== null && Object.keys(condition).length > 0,
  )
  if (present.length === 0) return {}
  return present.length === 1 ? present[0] : { and: present }
}
