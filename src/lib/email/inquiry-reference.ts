/**
 * The reference an inquiry is acknowledged under, e.g. 'INQ-0042': the visitor quotes it when
 * they write again, and staff find the inquiry by its number. Four digits at least, like
 * registration references.
 */
export const inquiryReference = (id: number | string): string =>
  `INQ-${String(id).padStart(4, '0')}`
