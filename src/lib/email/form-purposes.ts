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
  'certificates-issued': 'Certificates of completion sent to a registration’s contact',
} as const

export type FormPurpose = keyof typeof FORM_PURPOSE_LABELS

/** Which form a stored inquiry came from: a program makes it a certification inquiry. */
export const contactFormPurpose = (inquiry: { program?: string | null }): FormPurpose =>
  inquiry.program ? 'certification-inquiry' : 'contact-message'

/**
 * What a registration's later e-mails are for: a bank slip the payer uploaded (one occasion
 * per slip), the official receipt of a payment, or a sending of its certificates (each issue
 * and each re-send is a sending of its own). Each occasion is sent once.
 */
export type LaterOccasion =
  | { kind: 'slip'; slipId: number }
  | { kind: 'receipt'; receiptId: number }
  | { kind: 'certificates'; sending: string }

export const occasionKey = (occasion: LaterOccasion): string => {
  switch (occasion.kind) {
    case 'slip':
      return `slip-${occasion.slipId}`
    case 'receipt':
      return `receipt-${occasion.receiptId}`
    case 'certificates':
      return `certificates-${occasion.sending}`
  }
}

/** The template of an occasion's e-mails: null for the submission's own (its form's). */
export const occasionPurpose = (occasion: string): FormPurpose | null => {
  if (occasion.startsWith('slip-')) return 'payment-slip-received'
  if (occasion.startsWith('receipt-')) return 'official-receipt'
  if (isCertificatesOccasion(occasion)) return 'certificates-issued'
  return null
}

/** Whether an occasion's e-mail carries the registration's certificates. */
export const isCertificatesOccasion = (occasion: string): boolean =>
  occasion.startsWith('certificates-')

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
