import type { FormResult } from '@/lib/forms/form-result'

/** What each public form sends, as typed (the API's schemas decide what is valid). */
export type ContactValues = { name: string; email: string; phone: string; message: string }

export type InquiryValues = ContactValues & { organization: string; program: string }

export type RegistrationValues = {
  edition: string // a hidden field, or the visitor's choice among several
  organization: string
  address: string
  contactName: string
  contactPhone: string
  contactEmail: string
  participants: Array<{ no: number; name: string }>
}

export type RegistrationDone = {
  reference: string
  participantCount: number
  ratePerPerson: number
  totalAmount: number
  /** The payer's signed page to upload the bank slip (src/lib/payments/payment-link.ts). */
  paymentPath: string
  paymentUrl: string // the same page's full address, for the printout
  /** What the server stored, for the printed confirmation (the form itself is empty again). */
  organization: string
  address: string
  contactName: string
  contactPhone: string
  contactEmail: string
  participantNames: string[]
  edition: string // to name its dates and venue on the printout
}

export type ContactResult = FormResult<ContactValues>
export type InquiryResult = FormResult<InquiryValues>
export type RegistrationResult = FormResult<RegistrationValues, RegistrationDone>
