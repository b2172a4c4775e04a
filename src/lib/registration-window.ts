export type ClosedReason = 'closed-by-staff' | 'started' | 'full'

export const CLOSED_MESSAGES: Record<ClosedReason, string> = {
  'closed-by-staff': 'Registration for this workshop is closed.',
  started: 'This workshop has already started; registration is closed.',
  full: 'This workshop is fully booked.',
}

export const notEnoughSeatsMessage = (remaining: number): string =>
  `Only ${remaining} ${remaining === 1 ? 'seat is' : 'seats are'} left for this workshop.`

export const registrationClosedReason = (input: {
  registrationOpen: boolean
  startsAt: string | Date | null | undefined
  remainingSeats: number
  now: Date
}): ClosedReason | null => {
  if (!input.registrationOpen) return 'closed-by-staff'
  if (input.startsAt && new Date(input.startsAt).getTime() <= input.now.getTime()) return 'started'
  if (input.remainingSeats <= 0) return 'full'
  return null
}
