import { APIError } from 'payload'

import {
  CLOSED_MESSAGES,
  notEnoughSeatsMessage,
  registrationClosedReason,
} from '@/lib/registration-window'

/** What admitting a registration needs to know of the workshop global. */
export type WorkshopWindow = {
  capacity?: number | null
  registrationOpen?: boolean | null
  startsAt?: string | null
}

/**
 * Refuses (409, the spec's messages) a registration the workshop has no room for: closed by
 * staff, already started, full, or fewer seats left than it asks for. `takenByOthers` counts
 * the seats held by every other registration.
 */
export const refuseWithoutRoom = ({
  workshop,
  takenByOthers,
  participantCount,
  now,
}: {
  workshop: WorkshopWindow
  takenByOthers: number
  participantCount: number
  now: Date
}): void => {
  const remainingSeats = Math.max(0, (workshop.capacity ?? 0) - takenByOthers)
  const closed = registrationClosedReason({
    registrationOpen: Boolean(workshop.registrationOpen),
    startsAt: workshop.startsAt,
    remainingSeats,
    now,
  })
  if (closed) throw new APIError(CLOSED_MESSAGES[closed], 409)
  if (participantCount > remainingSeats) {
    throw new APIError(notEnoughSeatsMessage(remainingSeats), 409, { remainingSeats })
  }
}
