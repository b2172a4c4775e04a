import type { Payload, PayloadRequest } from 'payload'

import { contentToLexical } from '@/server/blog/markdown'

import { FORM_TEMPLATES } from './content/email-templates'
import { PRIVACY_NOTICE } from './content/privacy-notice'

/**
 * The e-mail templates of the three public forms, where staff notifications go, and the
 * privacy notice every form links to.
 */
export const seedEmailTemplates = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  for (const form of FORM_TEMPLATES) {
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
  const site = await payload.findGlobal({ slug: 'site', req, depth: 0 })
  await payload.updateGlobal({ req, slug: 'site', data: { notificationEmail: site.supportEmail } })
  await payload.updateGlobal({ req, slug: 'privacy-notice', data: PRIVACY_NOTICE })
}
