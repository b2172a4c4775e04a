import type { ReactNode } from 'react'

import { TableState, type TableQuery } from './table-state'

export type TableText = {
  label: string
  columns: readonly string[]
  empty?: string
}

type Props<Row> = {
  text: TableText
  query?: TableQuery
  rows: readonly Row[]
  /** A last column for each row's buttons; its heading is for screen readers only. */
  rowActions?: boolean
  /** Below tablet width each row becomes a block, each cell a line named by its `data-label`. */
  stackOnPhone?: boolean
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
