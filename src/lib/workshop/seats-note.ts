export const FEW_SEATS_THRESHOLD = 10

export const fewSeatsNote = (remaining: number): string | null => {
  if (remaining <= 0 || remaining > FEW_SEATS_THRESHOLD) return null
  return `Only ${remaining} ${remaining === 1 ? 'seat' : 'seats'} left`
}
