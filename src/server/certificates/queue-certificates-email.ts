import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { occasionKey } from '@/lib/email/form-purposes'
import { queueSubmissionEmail } from '@/server/email/queue-submission-email'

// Each sending is an occasion of its own, so a re-send goes out again rather than counting as sent.
export const queueCertificatesEmail = (req: PayloadRequest, registrationId: number) =>
  queueSubmissionEmail(req, {
    collection: 'registrations',
    id: registrationId,
    occasion: occasionKey({
      kind: 'certificates',
      sending: `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
    }),
  })
