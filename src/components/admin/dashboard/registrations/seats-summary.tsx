'use client'

import type { EditionFigures } from '@/lib/dashboard/edition-figures'

/**
 * "Seats taken: 12 / 30 · 4 pending · 8 confirmed · 18 left" for the edition the panel shows
 * (pending and confirmed registrations hold seats); every edition's total when it shows all.
 */
export const SeatsSummary = ({ editions }: { editions: EditionFigures[] }) => {
  const sum = (key: 'taken' | 'capacity' | 'pending' | 'confirmed' | 'remaining') =>
    editions.reduce((total, edition) => total + edition[key], 0)
  return (
    <span data-testid="seats-summary">
      Seats taken: <strong>{sum('taken')}</strong> / {sum('capacity')}
      <span className="dash-muted">
        {' '}
        · {sum('pending')} pending · {sum('confirmed')} confirmed · {sum('remaining')} left
      </span>
    </span>
  )
}
