export const inquiryReference = (id: number | string): string =>
  `INQ-${String(id).padStart(4, '0')}`
