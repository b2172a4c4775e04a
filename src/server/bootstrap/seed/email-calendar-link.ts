import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload, PayloadRequest } from 'payload'

import { contentToLexical } from '@/server/blog/markdown'

type LexicalState = Parameters<typeof convertLexicalToPlaintext>[0]['data']

export const CALENDAR_LINE =
  'Add the workshop to your calendar / Tambah bengkel ini ke kalendar anda: {{calendarUrl}}'

/**
 * Registration acknowledgements seeded before workshops had editions gain a line with the
 * edition's calendar file, after their text. One that already names {{calendarUrl}}
 * (a fresh install's, or one staff rewrote) is left alone; recipients never change.
 */
export const seedCalendarLinkInAcknowledgement = async (
  payload: Payload,
  req: PayloadRequest,
): Promise<void> => {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { purpose: { equals: 'workshop-registration' } },
    limit: 1,
    depth: 0,
    req,
  })
  const form = docs[0]
  if (!form?.emails) return
  const line = (await contentToLexical(payload.config, CALENDAR_LINE)) as unknown as LexicalState
  let changed = false
  const emails = form.emails.map((email) => {
    const message = email.message as LexicalState | null | undefined
    const text = message ? convertLexicalToPlaintext({ data: message }) : ''
    if (email.emailTo !== '{{contactEmail}}' || !message || text.includes('{{calendarUrl}}')) {
      return email
    }
    changed = true
    const root = message.root
    return {
      ...email,
      message: {
        ...message,
        root: { ...root, children: [...root.children, ...line.root.children] },
      },
    }
  })
  if (changed) {
    await payload.update({ collection: 'forms', id: form.id, data: { emails }, depth: 0, req })
  }
}
