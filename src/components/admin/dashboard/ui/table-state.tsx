'use client'

import { Button } from '@payloadcms/ui'

import { failureMessage } from '@/lib/dashboard/api-error'

/** The row a table shows while loading, when empty, or when its data could not be read. */
export const TableState = ({
  columns,
  isLoading,
  error,
  isEmpty,
  emptyText,
  onRetry,
}: {
  columns: number
  isLoading: boolean
  error: unknown
  isEmpty: boolean
  emptyText: string
  onRetry: () => void
}) => {
  if (!isLoading && !error && !isEmpty) return null
  return (
    <tr className="dash-table__state-row">
      <td colSpan={columns} className="dash-table__state">
        {isLoading ? (
          'Loading…'
        ) : error ? (
          <span role="alert">
            {failureMessage(error, 'Could not load this list.')}{' '}
            <Button buttonStyle="secondary" size="small" margin={false} onClick={onRetry}>
              Try again
            </Button>
          </span>
        ) : (
          emptyText
        )}
      </td>
    </tr>
  )
}
