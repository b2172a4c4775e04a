import type { ReactNode } from 'react'

import { TableState, type TableQuery } from './table-state'

/** What a table says of itself: fixed for each table, so each declares it once. */
export type TableText = {
  /** The table's accessible name. */
  label: string
  columns: readonly string[]
  /** What the table says in place of rows when there are none. */
  empty?: string
}

type Props<Row> = {
  text: TableText
  /**
   * The query the rows come from: the table is busy while it fetches, and says so while it
   * loads or when it fails.
   */
  query?: TableQuery
  rows: readonly Row[]
  /**
   * A last column holds each row's buttons. Its heading is for screen readers only: seen, the
   * buttons name themselves.
   */
  rowActions?: boolean
  /**
   * Narrower than a tablet, each row becomes a block of lines, each cell on its own line
   * named by its `data-label`, so no cell or button is off the screen.
   */
  stackOnPhone?: boolean
  /** The table row that shows one row. */
  children: (row: Row) => ReactNode
}

/** A table in Payload's list look, with a row for its loading, failed or empty state. */
export const DataTable = <Row,>({
  text: { label, columns, empty },
  query,
  rows,
  rowActions = false,
  stackOnPhone = false,
  children: rowOf,
}: Props<Row>) => (
  <div className={`table dash-table${stackOnPhone ? ' dash-table--stacked' : ''}`}>
    <table aria-label={label} aria-busy={query?.isFetching}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {rowActions && (
            <th scope="col">
              <span className="dash-visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        <TableState
          columns={columns.length + (rowActions ? 1 : 0)}
          query={query}
          isEmpty={empty !== undefined && rows.length === 0}
          emptyText={empty ?? ''}
        />
        {rows.map(rowOf)}
      </tbody>
    </table>
  </div>
)
