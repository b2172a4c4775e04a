import type { Payload, PayloadRequest } from 'payload'

import { PAYMENT_TEMPLATES } from './content/email-templates'
import { createFormTemplates } from './form-templates'

/** The e-mail templates of a registration's payments (a slip uploaded, the official receipt). */
export const seedPaymentEmails = (payload: Payload, req: PayloadRequest): Promise<void> =>
  createFormTemplates(payload, req, PAYMENT_TEMPLATES)
