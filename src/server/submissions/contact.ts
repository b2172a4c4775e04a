import type { PayloadRequest } from 'payload'

import { certificationInquirySubject } from '@/lib/validation/inquiry-subject'

import { createSubmission, type CreateOptions } from './submit'

// A `program` makes it a certification inquiry (the collection's validate-inquiry hook).
export const submitContact = (
  req: PayloadRequest,
  data: Record<string, unknown>,
  options?: CreateOptions,
) => createSubmission(req, 'contact', data, options)

export const submitInquiry = (req: PayloadRequest, data: Record<string, unknown>) =>
  submitContact(req, {
    ...data,
    subject:
      typeof data.program === 'string' && data.program
        ? certificationInquirySubject(data.program)
        : '',
  })
