import type { FormResult } from '@/lib/forms/form-result'

/** What each public form sends, as typed (the API's schemas decide what is valid). */
export type ContactValues = { name: string; email: string; phone: string; message: string }

export type InquiryValues = ContactValues & { organization: string; program: string }

export type RegistrationValues = {
  /** The edition's slug: a hidden field, or the visitor's choice among several. */
  edition: string
  organization: string
  address: string
  contactName: string
  contactPhone: string
  contactEmail: string
  participants: Array<{ no: number; name: string }>
}

/** What a stored registration tells the visitor: its reference and what it costs. */
export type RegistrationDone = {
  reference: string
  participantCount: number
  ratePerPerson: number
  totalAmount: number
  /** The payer's own page to upload the bank slip (signed; see src/lib/payments/payment-link.ts). */
  paymentPath: string
  /** The same page's full address, printed on the confirmation for typing or scanning later. */
  paymentUrl: string
  /** What the server stored, for the printed confirmation (the form itself is empty again). */
  organization: string
  address: string
  contactName: string
  contactPhone: string
  contactEmail: string
  participantNames: string[]
  /** The edition's slug, to name its dates and venue on the printed confirmation. */
  edition: string
}

export type ContactResult = FormResult<ContactValues>
export type InquiryResult = FormResult<InquiryValues>
export type RegistrationResult = FormResult<RegistrationValues, RegistrationDone>
