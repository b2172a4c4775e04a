'use client'

import { Button } from '@payloadcms/ui'

import { editionLabel, type EditionFigures } from '@/lib/dashboard/edition-figures'
import type { EditionFilter } from '@/lib/dashboard/list-query'

/**
 * Seats per edition, newest first: taken of capacity, pending, confirmed and left. Past
 * editions stay listed, each a click away from its registrations.
 */
export const EditionSeatsTable = ({
  editions,
  selected,
  onSelect,
}: {
  editions: EditionFigures[]
  selected: EditionFilter
  onSelect: (edition: number) => void
}) => (
  <details className="dash-editions">
    <summary>Seats by edition</summary>
    <div className="table dash-table">
      <table aria-label="Seats by edition">
        <thead>
          <tr>
            <th scope="col">Edition</th>
            <th scope="col">Taken</th>
            <th scope="col">Pending</th>
            <th scope="col">Confirmed</th>
            <th scope="col">Left</th>
            <th scope="col">
              <span className="dash-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {editions.map((edition) => (
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
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  disabled={selected === edition.id}
                  onClick={() => onSelect(edition.id)}
                >
                  Show registrations
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </details>
)
