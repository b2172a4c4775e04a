// Payers type it into bank transfers (ASL-2027-0042): nothing a bank's form could mangle.
export const REFERENCE_PREFIX_PATTERN = /^[A-Z]{2,6}$/

export const REFERENCE_PREFIX_MESSAGE = 'Use 2 to 6 capital letters, e.g. ASL.'

export const REFERENCE_PREFIX_LOCKED =
  'The reference prefix cannot change once the edition has registrations.'

// Only a new value is checked: editions saved before the rule may keep their old prefix.
export const checkReferencePrefix = (value: unknown, stored: unknown): true | string => {
  if (stored !== undefined && stored !== null && value === stored) return true
  if (value === undefined || value === null || value === '') return 'This field is required.'
  return typeof value === 'string' && REFERENCE_PREFIX_PATTERN.test(value)
    ? true
    : REFERENCE_PREFIX_MESSAGE
}
