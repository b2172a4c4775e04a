import type { Payload, PayloadRequest } from 'payload'

import { contentToLexical } from '@/server/blog/markdown'

import type { FormTemplateSeed } from './content/email-templates'

export const createFormTemplates = async (
  payload: Payload,
  req: PayloadRequest,
  templates: FormTemplateSeed[],
): Promise<void> => {
  for (const form of templates) {
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
