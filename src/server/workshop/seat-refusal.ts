import { APIError } from 'payload'

import { CLOSED_MESSAGES, notEnoughSeatsMessage } from '@/lib/registration-window'
import { editionClosedReason, remainingSeats } from '@/lib/workshop/editions'
import type { EditionStatus } from '@/lib/workshop/edition-status'

export type EditionWindow = {
  status?: EditionStatus | null
  capacity?: number | null
  registrationOpen?: boolean | null
  startsAt: string
}

/** `takenByOthers`: the seats held by the edition's other registrations. */
export const refuseWithoutRoom = ({
  edition,
  takenByOthers,
  participantCount,
  now,
}: {
  edition: EditionWindow
  takenByOthers: number
  participantCount: number
  now: Date
}): void => {
  const closed = editionClosedReason({ ...edition, taken: takenByOthers }, now)
  if (closed) throw new APIError(CLOSED_MESSAGES[closed], 409)
  const remaining = remainingSeats({ capacity: edition.capacity, taken: takenByOthers })
  if (participantCount > remaining) {
    throw new APIError(notEnoughSeatsMessage(remaining), 409, { remainingSeats: remaining })
  }
}
