'use client'

import { useSeats } from './use-registrations'

/** "Seats taken: 12 / 30" above the registrations (pending and confirmed hold seats). */
export const SeatsSummary = () => {
  const seats = useSeats()
  if (!seats.data) return <span>Seats taken: …</span>
  const { taken, capacity, remaining } = seats.data
  return (
    <span data-testid="seats-summary">
      Seats taken: <strong>{taken}</strong> / {capacity}
      <span className="dash-muted"> · {remaining} left</span>
    </span>
  )
}
