import type { CollectionBeforeValidateHook } from 'payload'

import {
  certificationInquirySchema,
  certificationInquirySubject,
} from '@/lib/validation/certification-inquiry'
import { contactSchema } from '@/lib/validation/contact'
import { parseOrThrow } from '@/server/validation-error'

// The inquiry form always sends its program field, chosen or not; the contact form has none.
const isInquiry = (data: Record<string, unknown> | undefined) => typeof data?.program === 'string'

// One endpoint takes both public forms; an inquiry has stricter rules and a server-set subject.
export const validateInquiry: CollectionBeforeValidateHook = ({ data, operation, collection }) => {
  if (operation !== 'create') return data
  const target = { collection: collection.slug }
  if (isInquiry(data)) {
    const inquiry = parseOrThrow(certificationInquirySchema, data, target)
    return {
      ...data,
      ...inquiry,
      organization: inquiry.organization ?? null,
      subject: certificationInquirySubject(inquiry.program),
    }
  }
  const message = parseOrThrow(contactSchema, data, target)
  return { ...data, ...message, phone: message.phone ?? null, organization: null, subject: null }
}
