import type { Payload, PayloadRequest } from 'payload'

import { contentToLexical } from '@/server/blog/markdown'

import { PAYMENT_TEMPLATES } from './content/email-templates'

/** The e-mail templates of a registration's payments (a slip uploaded, the official receipt). */
export const seedPaymentEmails = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  for (const form of PAYMENT_TEMPLATES) {
    const emails = []
    for (const { body, ...email } of form.emails) {
      emails.push({ ...email, message: await contentToLexical(payload.config, body) })
    }
    await payload.create({
      req,
      collection: 'forms',
      data: { title: form.title, purpose: form.purpose, emails },
    })
  }
}
