// Found by purpose rather than title, so editors may rename the forms freely.
export const FORM_PURPOSE_LABELS = {
  'contact-message': 'Contact form (/contact)',
  'certification-inquiry': 'Certification inquiry (/certifications)',
  'workshop-registration': 'Workshop registration (/registration)',
  'payment-slip-received': 'Bank slip uploaded for a registration',
  'official-receipt': 'Official receipt of a payment',
  'certificates-issued': 'Certificates of completion sent to a registration’s contact',
} as const

export type FormPurpose = keyof typeof FORM_PURPOSE_LABELS

export const contactFormPurpose = (inquiry: { program?: string | null }): FormPurpose =>
  inquiry.program ? 'certification-inquiry' : 'contact-message'

// Each occasion is sent once: one per slip, per receipt, per certificates sending (a re-send too).
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

export const occasionPurpose = (occasion: string): FormPurpose | null => {
  if (occasion.startsWith('slip-')) return 'payment-slip-received'
  if (occasion.startsWith('receipt-')) return 'official-receipt'
  if (isCertificatesOccasion(occasion)) return 'certificates-issued'
  return null
}

export const isCertificatesOccasion = (occasion: string): boolean =>
  occasion.startsWith('certificates-')

export const occasionReceiptId = (occasion: string): number | null => {
  const match = /^receipt-(\d+)$/.exec(occasion)
  return match ? Number(match[1]) : null
}

export const occasionSlipId = (occasion: string): number | null => {
  const match = /^slip-(\d+)$/.exec(occasion)
  return match ? Number(match[1]) : null
}
