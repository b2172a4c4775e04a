import type { Payload, PayloadRequest } from 'payload'

import { PAYMENT_TEMPLATES } from './content/email-templates'
import { createFormTemplates } from './form-templates'

export const seedPaymentEmails = (payload: Payload, req: PayloadRequest): Promise<void> =>
  createFormTemplates(payload, req, PAYMENT_TEMPLATES)
