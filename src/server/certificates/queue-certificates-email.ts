import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { occasionKey } from '@/lib/email/form-purposes'
import { queueSubmissionEmail } from '@/server/email/queue-submission-email'

/**
 * Queues one e-mail to a registration's contact with every certificate of theirs that stands
 * when it is first rendered, in the caller's transaction. Each sending is an occasion of its
 * own, so a re-send goes out again rather than counting as already sent.
 */
export const queueCertificatesEmail = (req: PayloadRequest, registrationId: number) =>
  queueSubmissionEmail(req, {
    collection: 'registrations',
    id: registrationId,
    occasion: occasionKey({
      kind: 'certificates',
      sending: `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
    }),
  })
