/**
 * Everything a finance document shows, captured when it is issued: the academy's legal
 * particulars and SST rate of that day, the payer, the registration's breakdown and the
 * amounts in sen. Stored with the document, so a reprint never reads today's settings.
 */

export type DocumentKind = 'receipt' | 'refund-note' | 'invoice'

/** The academy as it stood on the day of issue (admin-only Site settings). */
export type IssuerParticulars = {
  /** With "Sdn. Bhd.", as registered with SSM. */
  legalName: string
  /** SSM registration number, e.g. 202301012345 (1501234-A). */
  registrationNo: string
  /** SST registration number, e.g. W10-2301-32000123; empty when not registered. */
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

/** One line of the breakdown: 3 × RM 2,625.00 = RM 7,875.00. */
export type BreakdownLine = {
  description: string
  quantity: number
  unitSen: number
  totalSen: number
}

export type DocumentPayment = {
  /** How the money moved, in both languages: "Bank transfer / Pindahan bank". */
  method: { en: string; ms: string }
  /** The bank's reference or the transfer's description, as the bank wrote it. */
  bankReference: string
  /** The bank's day, YYYY-MM-DD. */
  paidOn: string
}

export type IssuedDocument = {
  kind: DocumentKind
  number: string
  /** The day of issue in Malaysia, YYYY-MM-DD. */
  issuedOn: string
  issuer: IssuerParticulars
  /** The SST rate in force on the day of issue, in percent (8 for 8%). */
  sstRatePercent: number
  party: DocumentParty
  /** The registration's payment reference, e.g. ASL-2027-0042. */
  reference: string
  workshop: { title: string; dates: { en: string; ms: string }; venue: string }
  participants: string[]
  breakdown: BreakdownLine[]
  /** The registration's total, SST included. */
  totalSen: number
  /** The SST part of the total. */
  sstSen: number
  /** What this document is for: the payment received, the refund made or the invoice's total. */
  amountSen: number
  amountInWords: { en: string; ms: string }
  /** Paid (net of refunds) before this document, and still due after it. */
  paidBeforeSen: number
  balanceDueSen: number
  /** Receipts and refund notes: how and when the money moved. */
  payment: DocumentPayment | null
  /** Invoices: when to pay by (YYYY-MM-DD) and where to. */
  dueOn: string | null
  bank: { bankName: string; accountName: string; accountNumber: string } | null
  /** A refund note: the receipts it refunds against; an invoice: the one it replaces. */
  relatesTo: string[]
}
