import type { PayloadRequest } from 'payload'

import { certificationInquirySubject } from '@/lib/validation/inquiry-subject'

import { createSubmission, type CreateOptions } from './submit'

/**
 * A contact message or a certification inquiry (a `program` makes it one: see the
 * collection's validate-inquiry hook), as POST /api/contact and the contact form send it.
 */
export const submitContact = (
  req: PayloadRequest,
  data: Record<string, unknown>,
  options?: CreateOptions,
) => createSubmission(req, 'contact', data, options)

/** The certifications page's inquiry: the contact collection, with its program's subject. */
export const submitInquiry = (req: PayloadRequest, data: Record<string, unknown>) =>
  submitContact(req, {
    ...data,
    subject:
      typeof data.program === 'string' && data.program
        ? certificationInquirySubject(data.program)
        : '',
  })
