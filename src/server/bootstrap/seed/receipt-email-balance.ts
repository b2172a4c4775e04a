import { PAYMENT_TEMPLATES } from './content/email-templates'
import { rewordSeededEmail } from './reword-seeded-email'
import type { SeedStep } from './seed-step'

/** The receipt e-mail as seeded when only a fully paid registration had a receipt. */
const FULLY_PAID_WORDING = `Thank you. We have received your payment of **{{amountReceived}}** for registration **{{reference}}** ({{workshopTitle}}, {{workshopDates}}). Your registration is fully paid, and its official receipt **{{receiptNumber}}** is attached.

---

Terima kasih. Kami telah menerima bayaran anda sebanyak **{{amountReceived}}** untuk pendaftaran **{{reference}}** ({{workshopTitle}}, {{workshopDates}}). Pendaftaran anda telah dibayar sepenuhnya, dan resit rasminya **{{receiptNumber}}** dilampirkan.

{{siteName}} · {{academyEmail}} · {{academyPhone}}`

// Every payment has a receipt, a deposit's too, so the seeded "fully paid" wording gets one that
// says what is still due. Staff's rewrites stay.
export const seedReceiptEmailBalance: SeedStep = async (payload, req) => {
  const seed = PAYMENT_TEMPLATES.find((template) => template.purpose === 'official-receipt')
  if (seed) {
    await rewordSeededEmail(
      payload,
      req,
      'official-receipt',
      FULLY_PAID_WORDING,
      seed.emails[0].body,
    )
  }
}
