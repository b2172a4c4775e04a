import type { ReactNode } from 'react'

import { TableState, type TableQuery } from './table-state'

type Props = {
  /** The table's accessible name. */
  label: string
  columns: readonly string[]
  /**
   * A last column holds each row's buttons. Its heading is for screen readers only: seen, the
   * buttons name themselves.
   */
  withRowActions?: boolean
  /**
   * The query the rows come from: the table is busy while it fetches, and says so while it
   * loads or when it fails.
   */
  query?: TableQuery
  /** Whether there are no rows, and what the table then says instead. */
  isEmpty?: boolean
  emptyText?: string
  /** The rows. */
  children: ReactNode
}

/** A table in Payload's list look, with a row for its loading, failed or empty state. */
export const DataTable = ({
  label,
  columns,
  withRowActions,
  query,
  isEmpty = false,
  emptyText = '',
  children,
}: Props) => (
  <div className="table dash-table">
    <table aria-label={label} aria-busy={query?.isFetching}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {withRowActions && (
            <th scope="col">
              <span className="dash-visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        <TableState
          columns={columns.length + (withRowActions ? 1 : 0)}
          query={query}
          isEmpty={isEmpty}
          emptyText={emptyText}
        />
        {children}
      </tbody>
    </table>
  </div>
)
