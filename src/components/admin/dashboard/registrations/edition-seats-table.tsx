'use client'

import { editionLabel, type EditionFigures } from '@/lib/dashboard/edition-figures'
import type { EditionFilter } from '@/lib/dashboard/list-query'

import { DataTable, type TableText } from '../ui/data-table'
import { SmallButton } from '../ui/small-button'

const SEATS_BY_EDITION_TABLE: TableText = {
  label: 'Seats by edition',
  columns: ['Edition', 'Taken', 'Pending', 'Confirmed', 'Left'],
}

type Props = {
  editions: EditionFigures[]
  selected: EditionFilter
  onSelect: (edition: number) => void
}

/**
 * Seats per edition, newest first: taken of capacity, pending, confirmed and left. Past
 * editions stay listed, each a click away from its registrations.
 */
export const EditionSeatsTable = ({ editions, selected, onSelect }: Props) => (
  <details className="dash-editions">
    <summary>Seats by edition</summary>
    <DataTable text={SEATS_BY_EDITION_TABLE} rows={editions} rowActions>
      {(edition) => (
        <tr key={edition.id} data-edition={edition.slug}>
          <td>
            <div className="dash-strong">{editionLabel(edition)}</div>
            <div className="dash-small dash-muted">{edition.title}</div>
          </td>
          <td>
            {edition.taken} / {edition.capacity}
          </td>
          <td>{edition.pending}</td>
          <td>{edition.confirmed}</td>
          <td>{edition.remaining}</td>
          <td>
            <SmallButton
              buttonStyle="secondary"
              disabled={selected === edition.id}
              onClick={() => onSelect(edition.id)}
            >
              Show registrations
            </SmallButton>
          </td>
        </tr>
      )}
    </DataTable>
  </details>
)
