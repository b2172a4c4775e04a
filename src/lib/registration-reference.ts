/** 'ASL-2025-0042': short enough to read over the phone, sortable within a year. */
export const formatRegistrationReference = (
  prefix: string,
  year: number,
  sequence: number,
): string => {
  if (!Number.isSafeInteger(sequence) || sequence < 0) {
    throw new RangeError(`Registration sequence must be a whole number, got ${sequence}`)
  }
  return `${prefix}-${year}-${String(sequence).padStart(4, '0')}`
}
