'use client'

import type { EditionFigures } from '@/lib/dashboard/edition-figures'

const seats = (count: number) => (count === 1 ? '1 seat' : `${count} seats`)

/**
 * "Seats taken: 19 / 30 · 18 seats pending · 1 seat confirmed · 11 seats left · from 7
 * registrations" for the edition the panel shows (a registration holds one seat per
 * participant, pending and confirmed alike); every edition's total when it shows all.
 */
export const SeatsSummary = ({ editions }: { editions: EditionFigures[] }) => {
  const sum = (
    key: 'taken' | 'capacity' | 'pending' | 'confirmed' | 'remaining' | 'registrations',
  ) => editions.reduce((total, edition) => total + edition[key], 0)
  const registrations = sum('registrations')
  return (
    <span data-testid="seats-summary">
      Seats taken: <strong>{sum('taken')}</strong> / {sum('capacity')}
      <span className="dash-muted">
        {' '}
        · {seats(sum('pending'))} pending · {seats(sum('confirmed'))} confirmed ·{' '}
        {seats(sum('remaining'))} left · from{' '}
        {registrations === 1 ? '1 registration' : `${registrations} registrations`}
      </span>
    </span>
  )
}
