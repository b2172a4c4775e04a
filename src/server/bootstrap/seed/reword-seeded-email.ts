import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload, PayloadRequest } from 'payload'

import type { FormPurpose } from '@/lib/email/form-purposes'
import { contentToLexical } from '@/server/blog/markdown'

type LexicalState = Parameters<typeof convertLexicalToPlaintext>[0]['data']

const plain = (state: unknown) => convertLexicalToPlaintext({ data: state as LexicalState })

// Only e-mails still reading exactly as seeded; one staff rewrote, even slightly, stays.
export const rewordSeededEmail = async (
  payload: Payload,
  req: PayloadRequest,
  purpose: FormPurpose,
  before: string,
  after: string,
): Promise<void> => {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { purpose: { equals: purpose } },
    limit: 1,
    depth: 0,
    req,
  })
  const form = docs[0]
  if (!form?.emails) return
  const seeded = plain(await contentToLexical(payload.config, before))
  let changed = false
  const emails = []
  for (const email of form.emails) {
    if (email.message && plain(email.message) === seeded) {
      emails.push({ ...email, message: await contentToLexical(payload.config, after) })
      changed = true
    } else emails.push(email)
  }
  if (changed) await payload.update({ collection: 'forms', id: form.id, data: { emails }, req })
}
