import type { Payload, PayloadRequest } from 'payload'

import { CERTIFICATE_TEMPLATES } from './content/email-templates'
import { createFormTemplates } from './form-templates'

export const seedCertificateEmails = (payload: Payload, req: PayloadRequest): Promise<void> =>
  createFormTemplates(payload, req, CERTIFICATE_TEMPLATES)
