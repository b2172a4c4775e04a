'use client'

import { editionLabel, type EditionFigures } from '@/lib/dashboard/edition-figures'
import type { EditionFilter } from '@/lib/dashboard/list-query'

import { DataTable, type TableText } from '../ui/data-table'
import { SmallButton } from '../ui/small-button'

const SEATS_BY_EDITION_TABLE: TableText = {
  label: 'Seats by edition',
  columns: [
    'Edition',
    'Registrations',
    'Seats taken',
    'Seats pending',
    'Seats confirmed',
    'Seats left',
  ],
}

type Props = {
  editions: EditionFigures[]
  selected: EditionFilter
  onSelect: (edition: number) => void
}

// Past editions stay listed, each a click away from its registrations.
export const EditionSeatsTable = ({ editions, selected, onSelect }: Props) => (
  <details className="dash-editions">
    <summary>Seats by edition</summary>
    <DataTable text={SEATS_BY_EDITION_TABLE} rows={editions} rowActions stackOnPhone>
      {(edition) => (
        <tr key={edition.id} data-edition={edition.slug}>
          <td className="dash-strong">{editionLabel(edition)}</td>
          <td data-label="Registrations">{edition.registrations}</td>
          <td data-label="Seats taken">
            {edition.taken} / {edition.capacity}
          </td>
          <td data-label="Seats pending">{edition.pending}</td>
          <td data-label="Seats confirmed">{edition.confirmed}</td>
          <td data-label="Seats left">{edition.remaining}</td>
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
