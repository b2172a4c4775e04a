// Apart from the schema so the form can name it without downloading zod with the page.
export const certificationInquirySubject = (program: string): string =>
  `Certification Inquiry: ${program}`
