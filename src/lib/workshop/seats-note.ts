/** From how many seats left the site starts saying so: a nudge, not a countdown. */
export const FEW_SEATS_THRESHOLD = 10

/** 'Only 3 seats left' when few remain, otherwise null (a full workshop says it is full). */
export const fewSeatsNote = (remaining: number): string | null => {
  if (remaining <= 0 || remaining > FEW_SEATS_THRESHOLD) return null
  return `Only ${remaining} ${remaining === 1 ? 'seat' : 'seats'} left`
}
