import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload, PayloadRequest } from 'payload'

import { quotesVisitorText } from '@/lib/email/visitor-text'
import { contentToLexical } from '@/server/blog/markdown'

import { FORM_TEMPLATES } from './content/email-templates'

type LexicalState = Parameters<typeof convertLexicalToPlaintext>[0]['data']

const plainText = (message: unknown): string =>
  message ? convertLexicalToPlaintext({ data: message as LexicalState }) : ''

// The renderer leaves visitor-typed placeholders empty anyway; this spares visitors an e-mail with
// holes in it. Recipients stay, and so does a rewrite by staff without such placeholders.
export const seedAcknowledgementsWithoutVisitorText = async (
  payload: Payload,
  req: PayloadRequest,
): Promise<void> => {
  for (const seed of FORM_TEMPLATES) {
    const { docs } = await payload.find({
      collection: 'forms',
      where: { purpose: { equals: seed.purpose } },
      limit: 1,
      depth: 0,
      req,
    })
    const form = docs[0]
    if (!form?.emails) continue
    let changed = false
    const emails = []
    for (const email of form.emails) {
      const current = seed.emails.find((candidate) => candidate.emailTo === email.emailTo)
      const acknowledgement = current && current.emailTo !== '{{staffEmail}}'
      if (
        acknowledgement &&
        (quotesVisitorText(email.subject ?? '') || quotesVisitorText(plainText(email.message)))
      ) {
        changed = true
        emails.push({
          ...email,
          subject: current.subject,
          message: await contentToLexical(payload.config, current.body),
        })
      } else {
        emails.push(email)
      }
    }
    if (changed) {
      await payload.update({ collection: 'forms', id: form.id, data: { emails }, depth: 0, req })
    }
  }
}
