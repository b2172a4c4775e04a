// Captured when issued and stored with the document, so a reprint never reads today's settings.

export type DocumentKind = 'receipt' | 'refund-note' | 'invoice'

export type IssuerParticulars = {
  legalName: string
  registrationNo: string
  /** Empty when not registered for SST. */
  sstRegistrationNo: string
  address: string
  email: string
  phone: string
}

export type DocumentParty = {
  organization: string
  address: string
  contactName: string
  contactEmail: string
}

export type BreakdownLine = {
  description: string
  quantity: number
  unitSen: number
  totalSen: number
}

export type DocumentPayment = {
  method: { en: string; ms: string }
  bankReference: string
  paidOn: string
}

export type IssuedDocument = {
  kind: DocumentKind
  number: string
  issuedOn: string
  issuer: IssuerParticulars
  sstRatePercent: number
  party: DocumentParty
  reference: string
  workshop: { title: string; dates: { en: string; ms: string }; venue: string }
  participants: string[]
  breakdown: BreakdownLine[]
  /** SST included. */
  totalSen: number
  sstSen: number
  /** The payment received, the refund made or the invoice's total. */
  amountSen: number
  amountInWords: { en: string; ms: string }
  paidBeforeSen: number
  balanceDueSen: number
  payment: DocumentPayment | null
  dueOn: string | null
  bank: { bankName: string; accountName: string; accountNumber: string } | null
  relatesTo: string[]
}
