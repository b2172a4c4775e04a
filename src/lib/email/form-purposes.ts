/**
 * The public forms whose e-mails staff write in the CMS (form-builder "forms"), each found by
 * its purpose rather than by title, so editors may rename them freely.
 */
export const FORM_PURPOSES = [
  'contact-message',
  'certification-inquiry',
  'workshop-registration',
] as const

export type FormPurpose = (typeof FORM_PURPOSES)[number]

export const FORM_PURPOSE_LABELS: Record<FormPurpose, string> = {
  'contact-message': 'Contact form (/contact)',
  'certification-inquiry': 'Certification inquiry (/certifications)',
  'workshop-registration': 'Workshop registration (/registration)',
}

/** Which form a stored inquiry came from: a program makes it a certification inquiry. */
export const contactFormPurpose = (inquiry: { program?: string | null }): FormPurpose =>
  inquiry.program ? 'certification-inquiry' : 'contact-message'
