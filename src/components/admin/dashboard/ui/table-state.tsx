'use client'

import { failureMessage } from '@/lib/dashboard/api-error'

import { SmallButton } from './small-button'

/** What a table needs to know of the query its rows come from. */
export type TableQuery = {
  isPending: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

type Props = {
  columns: number
  /** Without one the rows are already at hand: they neither load nor fail. */
  query?: TableQuery
  isEmpty: boolean
  emptyText: string
}

/** The row a table shows while loading, when empty, or when its data could not be read. */
export const TableState = ({ columns, query, isEmpty, emptyText }: Props) => {
  const isLoading = query?.isPending ?? false
  const error = query?.error
  if (!isLoading && !error && !isEmpty) return null
  return (
    <tr className="dash-table__state-row">
      <td colSpan={columns} className="dash-table__state">
        {isLoading ? (
          'Loading…'
        ) : error ? (
          <span role="alert">
            {failureMessage(error, 'Could not load this list.')}{' '}
            <SmallButton buttonStyle="secondary" onClick={() => void query?.refetch()}>
              Try again
            </SmallButton>
          </span>
        ) : (
          emptyText
        )}
      </td>
    </tr>
  )
}
