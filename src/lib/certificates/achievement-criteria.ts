export const attendanceCriteria = (requiredDays: number, dayCount: number): string => {
  if (dayCount === 1) return 'Attended the one-day workshop in full.'
  if (requiredDays >= dayCount) return `Attended all ${dayCount} days of the workshop.`
  return `Attended at least ${requiredDays} of the ${dayCount} days of the workshop.`
}
