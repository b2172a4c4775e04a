import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import { contentToLexical } from '@/server/blog/markdown'

import { PAYMENT_TEMPLATES } from './content/email-templates'
import type { SeedStep } from './seed-step'

type LexicalState = Parameters<typeof convertLexicalToPlaintext>[0]['data']

/** The receipt e-mail as seeded when only a fully paid registration had a receipt. */
const FULLY_PAID_WORDING = `Thank you. We have received your payment of **{{amountReceived}}** for registration **{{reference}}** ({{workshopTitle}}, {{workshopDates}}). Your registration is fully paid, and its official receipt **{{receiptNumber}}** is attached.

---

Terima kasih. Kami telah menerima bayaran anda sebanyak **{{amountReceived}}** untuk pendaftaran **{{reference}}** ({{workshopTitle}}, {{workshopDates}}). Pendaftaran anda telah dibayar sepenuhnya, dan resit rasminya **{{receiptNumber}}** dilampirkan.

{{siteName}} · {{academyEmail}} · {{academyPhone}}`

/**
 * Every payment now has its receipt, a deposit's too, so the receipt e-mail seeded before
 * ("your registration is fully paid") gets the wording that says what is still due. One that
 * staff have rewritten is left alone.
 */
export const seedReceiptEmailBalance: SeedStep = async (payload, req) => {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { purpose: { equals: 'official-receipt' } },
    limit: 1,
    depth: 0,
    req,
  })
  const form = docs[0]
  const seed = PAYMENT_TEMPLATES.find((template) => template.purpose === 'official-receipt')
  if (!form?.emails || !seed) return
  const plain = (state: unknown) => convertLexicalToPlaintext({ data: state as LexicalState })
  const before = plain(await contentToLexical(payload.config, FULLY_PAID_WORDING))
  let changed = false
  const emails = []
  for (const email of form.emails) {
    if (email.message && plain(email.message) === before) {
      emails.push({
        ...email,
        message: await contentToLexical(payload.config, seed.emails[0].body),
      })
      changed = true
    } else emails.push(email)
  }
  if (changed) await payload.update({ collection: 'forms', id: form.id, data: { emails }, req })
}
