/**
 * The public forms whose e-mails staff write in the CMS (form-builder "forms"), each found by
 * its purpose rather than by title, so editors may rename them freely.
 */
export const FORM_PURPOSE_LABELS = {
  'contact-message': 'Contact form (/contact)',
  'certification-inquiry': 'Certification inquiry (/certifications)',
  'workshop-registration': 'Workshop registration (/registration)',
  'payment-slip-received': 'Bank slip uploaded for a registration',
  'official-receipt': 'Official receipt of a payment',
} as const

export type FormPurpose = keyof typeof FORM_PURPOSE_LABELS

/** Which form a stored inquiry came from: a program makes it a certification inquiry. */
export const contactFormPurpose = (inquiry: { program?: string | null }): FormPurpose =>
  inquiry.program ? 'certification-inquiry' : 'contact-message'

/**
 * What a registration's later e-mails are for: a bank slip the payer uploaded (one occasion
 * per slip) or the official receipt of a payment. Each occasion is sent once.
 */
export type LaterOccasion =
  { kind: 'slip'; slipId: number } | { kind: 'receipt'; receiptId: number }

export const occasionKey = (occasion: LaterOccasion): string =>
  occasion.kind === 'slip' ? `slip-${occasion.slipId}` : `receipt-${occasion.receiptId}`

/** The template of an occasion's e-mails: null for the submission's own (its form's). */
export const occasionPurpose = (occasion: string): FormPurpose | null => {
  if (occasion.startsWith('slip-')) return 'payment-slip-received'
  if (occasion.startsWith('receipt-')) return 'official-receipt'
  return null
}

/** The receipt an occasion's e-mail carries as a PDF, if any. */
export const occasionReceiptId = (occasion: string): number | null => {
  const match = /^receipt-(\d+)$/.exec(occasion)
  return match ? Number(match[1]) : null
}

/** The slip an occasion's e-mail is about, if any. */
export const occasionSlipId = (occasion: string): number | null => {
  const match = /^slip-(\d+)$/.exec(occasion)
  return match ? Number(match[1]) : null
}
